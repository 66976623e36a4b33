#include "events/user_events.hpp"

#include "store/account_store.hpp"

#include "store/admin_store.hpp"
#include "store/signup_store.hpp"

namespace analytics::events {

void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event) {
  if (event.role == cw::Role::admin) return;  // signups are of clients and engineers
  store::record_signup(tx, event.user_id, event.role, event.source, event.created_at);
  const bool engineer = event.role == cw::Role::engineer;
  if (engineer) {
    store::record_engineer(tx, event.user_id, event.first_name, event.last_name, event.username, event.created_at);
  }
  store::record_activity_about(tx, "signup", event.user_id, event.first_name + " " + event.last_name,
                               std::string(" joined as ") + (engineer ? "an engineer" : "a client"), event.created_at);
}

void on_emails_sent(pqxx::work& tx, const std::vector<cw::events::EmailSent>& events) {
  std::vector<store::SentEmail> emails;
  emails.reserve(events.size());
  for (const auto& event : events) emails.push_back({event.email_id, event.kind, event.sent_at});
  store::record_emails_sent(tx, emails);
}

void on_account_deleted(pqxx::work& tx, const cw::events::AccountDeleted& event) {
  store::unlink_member(tx, event.user_id);
}

}  // namespace analytics::events
