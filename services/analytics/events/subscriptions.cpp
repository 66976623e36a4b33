#include "events/subscriptions.hpp"

#include "events/admin_events.hpp"
#include "events/user_events.hpp"

#include <cw/concat.hpp>

namespace analytics::events {

std::vector<cw::events::Subscription> subscriptions() {
  using namespace cw::events;
  return cw::concat({admin_subscriptions(), {on<UserRegistered>(on_user_registered), on<EmailSent>(on_email_sent)}});
}

}  // namespace analytics::events
