#include "events/user_events.hpp"

#include "store/signup_store.hpp"

namespace analytics::events {

void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event) {
  if (event.role != "client" && event.role != "engineer") return;
  store::record_signup(tx, event.user_id, event.role, event.source, event.created_at);
}

}  // namespace analytics::events
