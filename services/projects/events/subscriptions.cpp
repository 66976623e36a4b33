#include "events/subscriptions.hpp"

#include "app/account_deletions.hpp"
#include "app/milestones.hpp"
#include "events/engineer_events.hpp"

#include <cw/events/member_plans.hpp>
#include <cw/events/user_directory.hpp>

namespace projects::events {

std::vector<cw::events::Subscription> subscriptions(CacheChanges& changes) {
  // The directory and the verified engineers show on cached projects and bids.
  const auto changing = [&changes](cw::events::Subscription subscription) {
    subscription.handler = [&changes, apply = std::move(subscription.handler)](pqxx::work& tx,
                                                                              const cw::events::Envelope& event) {
      apply(tx, event);
      changes.changed_at_commit();
    };
    return subscription;
  };
  using namespace cw::events;
  return {changing(on<UserRegistered>(cw::user_directory::apply_user_registered)),
          changing(on<EngineerVerified>(on_engineer_verified)),
          changing(on<EngineerCertified>(on_engineer_certified)),
          changing(on<EngineerVerificationRevoked>(on_verification_revoked)),
          changing(on<AccountDeleted>(on_account_deleted)),
          on<SubscriptionChanged>(cw::member_plans::apply_subscription_changed),
          on<PaymentSucceeded>(Milestones::on_payment_succeeded),
          on<StageReleased>(Milestones::on_stage_released),
          on<StageRefunded>(Milestones::on_stage_refunded)};
}

}  // namespace projects::events
