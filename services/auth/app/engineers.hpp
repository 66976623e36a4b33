#pragma once
// Engineer use cases: profiles, the directory, admin approval and reviews.
#include "domain/engineer_profile.hpp"
#include "store/directory_cache.hpp"

#include <cw/db.hpp>
#include <cw/caller.hpp>
#include <cw/events/contracts.hpp>
#include <cw/movable_clock.hpp>

#include <nlohmann/json.hpp>

namespace auth {

class Engineers {
 public:
  // clock: auth's (movable in tests), by which track certificates are valid or lapsed.
  Engineers(cw::db::Pool& db, store::DirectoryCache& directory_cache, const cw::MovableClock& clock)
      : db_(db), directory_cache_(directory_cache), clock_(clock) {}

  nlohmann::json own_profile(const cw::Caller& caller);
  // viewer: who looks, nullopt for a visitor who is not signed in.
  nlohmann::json profile(std::int64_t user_id, const std::optional<cw::Caller>& viewer);
  nlohmann::json update_profile(const cw::Caller& caller, std::int64_t user_id, const ProfileChanges& changes);

  struct DirectoryRequest {
    std::string search;
    std::string software;
    std::string location;
    PageRequest page;
    AdvancedFilters filters;
    bool reviewed_only = false;  // free: engineers with at least one review
    std::string certification;   // free: a track id, engineers with a valid certificate of it ("" for any)
  };
  // Cards never carry contact details (the profile page does); ratings and rates show as the plans allow (PlanView).
  // The advanced filters need a plan with advanced_filters (plan_required otherwise); an unknown certification is
  // invalid.
  store::DirectoryCache::Page directory(const DirectoryRequest& request, const std::optional<cw::Caller>& viewer);

  // An admin's decisions on an application: each is an event and a record of the audit trail. Approving needs a passed
  // certification test (409 otherwise: every engineer is tested before they can bid) and gives a revoked engineer
  // back the right to bid; approving a verified engineer changes nothing. Rejecting needs a pending application,
  // revoking a verified (or certified) engineer (409 otherwise); the reason is the engineer's to read.
  nlohmann::json approve(const cw::Caller& caller, std::int64_t user_id);
  nlohmann::json reject(const cw::Caller& caller, std::int64_t user_id, const std::string& reason);
  nlohmann::json revoke(const cw::Caller& caller, std::int64_t user_id, const std::string& reason);
  // At start-up: verifications given without a passed test (before that was the rule) are withdrawn, each told by
  // engineer.verification_revoked; the engineers may take the test. Safe on every instance at once.
  void withdraw_unearned_verifications();
  nlohmann::json decisions(const cw::Caller& caller, std::int64_t user_id);

  // The review texts: plan_required for a viewer whose plan does not show ratings (the engineer and admins always may).
  nlohmann::json reviews(std::int64_t engineer_id, const std::optional<cw::Caller>& viewer);
  nlohmann::json add_review(const cw::Caller& caller, std::int64_t engineer_id, const nlohmann::json& body);

  // subscription.changed: the member's plan, kept in member_plans.
  void on_subscription_changed(pqxx::work& tx, const cw::events::SubscriptionChanged& event);

  // project.completed: the client may now review the engineer, whose completed-projects count grows.
  void on_project_completed(pqxx::work& tx, std::int64_t project_id, std::int64_t client_id, std::int64_t engineer_id,
                            const std::string& completed_at);

 private:
  cw::db::Pool& db_;
  store::DirectoryCache& directory_cache_;
  const cw::MovableClock& clock_;

  // The profile with its badges and what the viewer's and the engineer's plans let the viewer see.
  nlohmann::json shown_json(pqxx::transaction_base& tx, EngineerProfile profile,
                            const std::optional<cw::Caller>& viewer);
};

}  // namespace auth
