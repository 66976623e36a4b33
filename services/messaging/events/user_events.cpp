#include "events/user_events.hpp"

#include "domain/notification.hpp"
#include "store/notification_store.hpp"

#include <cw/events/user_directory.hpp>

namespace messaging::events {

std::vector<cw::events::Subscription> user_subscriptions(Emails& emails) {
  using namespace cw::events;
  return {
      on<UserRegistered>([&emails](pqxx::work& tx, const UserRegistered& event) {
        cw::user_directory::apply_user_registered(tx, event);
        store::insert_notification(tx, event.user_id, welcome_notification(event.role, event.first_name));
        emails.on_user_registered(tx, event);
      }),
      on<EngineerVerified>(
          [&emails](pqxx::work& tx, const EngineerVerified& event) { emails.on_engineer_verified(tx, event); }),
      on<EngineerRejected>(
          [&emails](pqxx::work& tx, const EngineerRejected& event) { emails.on_engineer_rejected(tx, event); }),
  };
}

}  // namespace messaging::events
