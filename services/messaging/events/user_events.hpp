#pragma once
// auth.events: members (names for chat, their address for e-mail, a greeting) and the decisions on engineers'
// applications (an e-mail to the engineer: Emails::on_engineer_verified, Emails::on_engineer_rejected).
#include "app/emails.hpp"

#include <cw/events.hpp>

namespace messaging::events {

// user.registered: the member directory, the greeting notification and the welcome e-mail.
void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event, Emails& emails);

}  // namespace messaging::events
