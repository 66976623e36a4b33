#pragma once
#include <cw/events.hpp>

namespace analytics::events {

// user.registered: counts the signup of a client or an engineer, by role, source and day.
void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event);
// email.sent: the e-mails that really left (the welcome ones are reported).
void on_emails_sent(pqxx::work& tx, const std::vector<cw::events::EmailSent>& events);
// account.deleted: the member is unlinked from their signup, name and profile views (store/account_store.hpp).
void on_account_deleted(pqxx::work& tx, const cw::events::AccountDeleted& event);

}  // namespace analytics::events
