#include "events/user_events.hpp"

#include "store/subscription_store.hpp"

namespace billing::events {

void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event) {
  store::open_subscription(tx, event.user_id, starter_subscription());
}

}  // namespace billing::events
