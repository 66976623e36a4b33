#include "events/subscriptions.hpp"

#include "events/project_events.hpp"

namespace auth::events {

std::vector<cw::events::Subscription> subscriptions(Engineers& engineers, ApiTokens& tokens, AccountDeletion& deletion,
                                                    CertificationTracks& tracks) {
  using namespace cw::events;
  return {
      on<ProjectCompleted>([&](pqxx::work& tx, const auto& event) {
        on_project_completed(tx, event, engineers);
        deletion.on_project_closed(tx, event.project_id);
      }),
      on<BidAccepted>([&](pqxx::work& tx, const auto& event) { deletion.on_bid_accepted(tx, event); }),
      on<ProjectCancelled>([&](pqxx::work& tx, const auto& event) { deletion.on_project_closed(tx, event.project_id); }),
      on<SubscriptionChanged>(
          [&](pqxx::work& tx, const auto& event) {
            engineers.on_subscription_changed(tx, event);
            tokens.on_plan_changed(tx, event);
          }),
      on<CertificationFeePaid>([&](pqxx::work& tx, const auto& event) { tracks.on_fee_paid(tx, event); }),
  };
}

}  // namespace auth::events
