#pragma once
#include <cw/events.hpp>

namespace messaging::events {

// user.registered: remember the member (names for chat) and greet them.
void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event);

}  // namespace messaging::events
