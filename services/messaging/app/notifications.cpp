#include "app/notifications.hpp"

#include "app/views.hpp"
#include "store/notification_store.hpp"

#include <cw/errors.hpp>

namespace messaging {

NotificationPage Notifications::of_user(std::int64_t user_id, const NotificationQuery& query) {
  NotificationPage page;
  auto notifications = db_.read([&](pqxx::nontransaction& tx) {
    page.unread = store::unread_count(tx, user_id);
    return store::notifications_of_user(tx, user_id, query);
  });
  page.has_more = notifications.size() > static_cast<std::size_t>(query.limit);
  if (page.has_more) notifications.resize(query.limit);
  page.notifications = nlohmann::json::array();
  for (const auto& notification : notifications) page.notifications.push_back(notification_json(notification));
  return page;
}

nlohmann::json Notifications::mark_read(std::int64_t user_id, std::int64_t notification_id) {
  auto read = db_.with_transaction([&](pqxx::work& tx) { return store::mark_read(tx, notification_id, user_id); });
  if (!read) throw cw::not_found(kNotificationNotFound);
  return notification_json(*read);
}

nlohmann::json Notifications::mark_all_read(std::int64_t user_id) {
  return {{"updated", db_.with_transaction([&](pqxx::work& tx) { return store::mark_all_read(tx, user_id); })}};
}

void Notifications::clear(std::int64_t user_id) {
  db_.with_transaction([&](pqxx::work& tx) { store::clear_notifications(tx, user_id); });
}

}  // namespace messaging
