#include "events/user_events.hpp"

#include "store/signup_store.hpp"

namespace analytics::events {

void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event) {
  if (event.role == cw::Role::admin) return;  // signups are of clients and engineers
  store::record_signup(tx, event.user_id, event.role, event.source, event.created_at);
}

}  // namespace analytics::events
