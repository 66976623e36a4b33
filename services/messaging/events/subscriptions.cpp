#include "events/subscriptions.hpp"

#include "events/project_events.hpp"
#include "events/user_events.hpp"

#include <cw/events/member_plans.hpp>

namespace messaging::events {

std::vector<cw::events::Subscription> subscriptions(realtime::Delivery& delivery, Emails& emails) {
  using namespace cw::events;
  // The handlers that tell members, live or by e-mail, get delivery and emails here; both outlive the consumer.
  return {
      on<ProjectPosted>(on_project_posted),
      on<BidPlaced>([&](pqxx::work& tx, const auto& event) { on_bid_placed(tx, event, delivery, emails); }),
      on<BidAccepted>([&](pqxx::work& tx, const auto& event) { on_bid_accepted(tx, event, delivery, emails); }),
      on_batch<MessageSent>([&](pqxx::work& tx, const auto& events) { on_messages_sent(tx, events, emails); }),
      on<ProjectCompleted>([&](pqxx::work& tx, const auto& event) { on_project_completed(tx, event, delivery); }),
      on<ProjectCancelled>([&](pqxx::work& tx, const auto& event) { on_project_cancelled(tx, event, delivery); }),
      on<UserRegistered>([&](pqxx::work& tx, const auto& event) { on_user_registered(tx, event, emails); }),
      on<EngineerVerified>([&](pqxx::work& tx, const auto& event) { emails.on_engineer_verified(tx, event); }),
      on<EngineerRejected>([&](pqxx::work& tx, const auto& event) { emails.on_engineer_rejected(tx, event); }),
      on<SubscriptionChanged>(cw::member_plans::apply_subscription_changed),
  };
}

}  // namespace messaging::events
