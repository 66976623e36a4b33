#include "app/notifications.hpp"

#include "app/views.hpp"
#include "store/notification_store.hpp"

#include <cw/errors.hpp>

namespace messaging {

namespace {
constexpr int kNotificationsShown = 100;
}

nlohmann::json Notifications::of_user(std::int64_t user_id) {
  auto notifications = db_.read([&](pqxx::nontransaction& tx) {
    return store::notifications_of_user(tx, user_id, kNotificationsShown);
  });
  auto body = nlohmann::json::array();
  for (const auto& notification : notifications) body.push_back(notification_json(notification));
  return body;
}

nlohmann::json Notifications::mark_read(std::int64_t user_id, std::int64_t notification_id) {
  auto read = db_.with_transaction([&](pqxx::work& tx) { return store::mark_read(tx, notification_id, user_id); });
  if (!read) throw cw::not_found(kNotificationNotFound);
  return notification_json(*read);
}

void Notifications::clear(std::int64_t user_id) {
  db_.with_transaction([&](pqxx::work& tx) { store::clear_notifications(tx, user_id); });
}

}  // namespace messaging
