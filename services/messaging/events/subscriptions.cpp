#include "events/subscriptions.hpp"

#include "events/project_events.hpp"
#include "events/user_events.hpp"

#include <cw/concat.hpp>
#include <cw/events/member_plans.hpp>

namespace messaging::events {

std::vector<cw::events::Subscription> subscriptions(realtime::Delivery& delivery, Emails& emails) {
  using namespace cw::events;
  return cw::concat({project_subscriptions(delivery, emails), user_subscriptions(emails),
                     {on<SubscriptionChanged>(cw::member_plans::apply_subscription_changed)}});
}

}  // namespace messaging::events
