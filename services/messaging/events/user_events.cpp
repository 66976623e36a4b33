#include "events/user_events.hpp"

#include "domain/notification.hpp"
#include "store/notification_store.hpp"

#include <cw/events/user_directory.hpp>

namespace messaging::events {

void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event, Emails& emails) {
  cw::user_directory::apply_user_registered(tx, event);
  store::insert_notification(tx, event.user_id, welcome_notification(event.role, event.first_name));
  emails.on_user_registered(tx, event);
}

}  // namespace messaging::events
