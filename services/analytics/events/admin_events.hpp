#pragma once
// The admin dashboard's projection: engineers (auth.events), projects (projects.events), payments (billing.events),
// each event also a line of the activity feed.
#include <cw/events.hpp>

namespace analytics::events {

// engineer.verified and engineer.certified: a verified engineer; engineer.rejected: an application not approved;
// engineer.reapplied: the rejection no longer stands; engineer.verification_revoked: no longer verified.
void on_engineer_verified(pqxx::work& tx, const cw::events::EngineerVerified& event);
void on_engineer_rejected(pqxx::work& tx, const cw::events::EngineerRejected& event);
void on_engineer_reapplied(pqxx::work& tx, const cw::events::EngineerReapplied& event);
void on_verification_revoked(pqxx::work& tx, const cw::events::EngineerVerificationRevoked& event);
void on_engineer_certified(pqxx::work& tx, const cw::events::EngineerCertified& event);
// project.posted: a new project; bid.accepted, project.completed, project.cancelled: its status (a completion also
// counts for its engineer).
void on_project_posted(pqxx::work& tx, const cw::events::ProjectPosted& event);
void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event);
void on_project_completed(pqxx::work& tx, const cw::events::ProjectCompleted& event);
void on_project_cancelled(pqxx::work& tx, const cw::events::ProjectCancelled& event);
// payment.succeeded: its line of the activity feed (kept by on_payments_succeeded, events/marketplace_events.hpp).
std::string payment_activity(const cw::events::PaymentSucceeded& event);

}  // namespace analytics::events
