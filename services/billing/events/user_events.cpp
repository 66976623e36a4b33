#include "events/user_events.hpp"

#include "app/subscription_changes.hpp"
#include "store/subscription_store.hpp"

namespace billing::events {

void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event) {
  const auto starter = starter_subscription();
  if (store::open_subscription(tx, event.user_id, starter)) announce_subscription(tx, event.user_id, starter);
}

}  // namespace billing::events
