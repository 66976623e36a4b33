#pragma once
#include <cw/events.hpp>

namespace billing::events {

// user.registered: the new member gets the starter plan.
void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event);

}  // namespace billing::events
