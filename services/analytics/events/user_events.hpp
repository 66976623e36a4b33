#pragma once
#include <cw/events.hpp>

namespace analytics::events {

// user.registered: counts the signup of a client or an engineer, by role, source and day.
void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event);

}  // namespace analytics::events
