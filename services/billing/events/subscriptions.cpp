#include "events/subscriptions.hpp"

#include "events/milestone_events.hpp"
#include "events/project_events.hpp"
#include "events/usage_events.hpp"
#include "events/user_events.hpp"

#include <cw/concat.hpp>

namespace billing::events {

std::vector<cw::events::Subscription> subscriptions() {
  using namespace cw::events;
  return cw::concat({usage_subscriptions(), project_price_subscriptions(), escrow_subscriptions(),
                     {on<UserRegistered>(on_user_registered)}});
}

}  // namespace billing::events
