#include "events/admin_events.hpp"

#include "domain/admin_metrics.hpp"
#include "store/admin_store.hpp"

namespace analytics::events {

using namespace cw::events;

namespace {

std::string project_words(const std::optional<std::string>& title) {
  return title ? "\"" + *title + "\"" : std::string("a project");
}

void verified(pqxx::work& tx, std::int64_t user_id, const std::string& at, const char* how) {
  store::mark_engineer_verified(tx, user_id, at);
  store::record_activity_about(tx, "approval", user_id, someone(store::engineer_name(tx, user_id), "An engineer"),
                               std::string(" ") + how, at);
}

}  // namespace

void on_engineer_verified(pqxx::work& tx, const EngineerVerified& event) {
  verified(tx, event.user_id, event.verified_at, "was approved as a verified engineer");
}

void on_engineer_rejected(pqxx::work& tx, const EngineerRejected& event) {
  store::set_engineer_rejected(tx, event.user_id, event.rejected_at);
  store::record_activity_about(tx, "rejection", event.user_id,
                               someone(store::engineer_name(tx, event.user_id), "An engineer"),
                               "'s application was not approved", event.rejected_at);
}

void on_verification_revoked(pqxx::work& tx, const EngineerVerificationRevoked& event) {
  store::unmark_engineer_verified(tx, event.user_id,
                                  event.admin_id ? std::optional<std::string>(event.revoked_at) : std::nullopt);
  store::record_activity(tx, "revocation",
                         someone(store::engineer_name(tx, event.user_id), "An engineer") +
                             "'s verification was withdrawn",
                         event.revoked_at);
}

void on_engineer_reapplied(pqxx::work& tx, const EngineerReapplied& event) {
  store::set_engineer_rejected(tx, event.user_id, std::nullopt);
}

void on_engineer_certified(pqxx::work& tx, const EngineerCertified& event) {
  verified(tx, event.user_id, event.certified_at, "passed the certification test");
}

void on_project_posted(pqxx::work& tx, const ProjectPosted& event) {
  store::record_project(tx, event.project_id, event.title, event.cabinet_type, event.budget_range, event.timeline,
                        event.posted_at);
  store::record_activity(tx, "project", "New project posted: \"" + event.title + "\"", event.posted_at);
}

void on_bid_accepted(pqxx::work& tx, const BidAccepted& event) {
  auto title = store::set_project_status(tx, event.project_id, "in_progress");
  store::record_activity(tx, "bid_accepted",
                         "A bid of " + event.amount.display() + " was accepted on " + project_words(title),
                         event.accepted_at);
}

void on_project_completed(pqxx::work& tx, const ProjectCompleted& event) {
  auto title = store::set_project_status(tx, event.project_id, "completed");
  store::count_completed_project(tx, event.engineer_id);
  store::record_activity(tx, "completion", "Project " + project_words(title) + " was completed", event.completed_at);
}

void on_project_cancelled(pqxx::work& tx, const ProjectCancelled& event) {
  store::set_project_status(tx, event.project_id, "cancelled");
}

std::string payment_activity(const PaymentSucceeded& event) {
  const auto what = event.kind == "project_stage"       ? "a project stage"
                    : event.kind == "certification_fee" ? "a certification attempt"
                                                         : "a plan";
  return "A payment of " + event.amount.display() + " for " + what + " succeeded";
}

}  // namespace analytics::events
