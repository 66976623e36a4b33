#include "events/subscriptions.hpp"

#include "events/project_events.hpp"

namespace auth::events {

std::vector<cw::events::Subscription> subscriptions(Engineers& engineers, ApiTokens& tokens) {
  using namespace cw::events;
  return {
      on<ProjectCompleted>([&](pqxx::work& tx, const auto& event) { on_project_completed(tx, event, engineers); }),
      on<SubscriptionChanged>(
          [&](pqxx::work& tx, const auto& event) {
            engineers.on_subscription_changed(tx, event);
            tokens.on_plan_changed(tx, event);
          }),
  };
}

}  // namespace auth::events
