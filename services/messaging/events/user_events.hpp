#pragma once
// auth.events: members (names for chat, their address for e-mail, a greeting) and the decisions on engineers'
// applications (an e-mail to the engineer).
#include "app/emails.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

std::vector<cw::events::Subscription> user_subscriptions(Emails& emails);

}  // namespace messaging::events
