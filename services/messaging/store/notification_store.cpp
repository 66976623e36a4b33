#include "store/notification_store.hpp"

namespace messaging::store {

namespace {

#define CW_NOTIFICATION_COLUMNS                                                                   \
  "id, user_id, type, title, message, read_at IS NOT NULL, "                                      \
  "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

Notification notification_of(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::string>(), row[3].as<std::string>(),
          row[4].as<std::string>(),  row[5].as<bool>(),         row[6].as<std::string>()};
}

}  // namespace

std::vector<cw::db::NamedQuery> notification_queries() {
  return {
      {"notification_insert",
       "INSERT INTO notifications (user_id, type, title, message) VALUES ($1, $2, $3, $4) "
       "RETURNING " CW_NOTIFICATION_COLUMNS},
      {"notifications_of_user",
       "SELECT " CW_NOTIFICATION_COLUMNS " FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2"},
      {"notification_read",
       "UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 "
       "RETURNING " CW_NOTIFICATION_COLUMNS},
      {"notifications_clear", "DELETE FROM notifications WHERE user_id = $1"},
  };
}

Notification insert_notification(pqxx::transaction_base& tx, std::int64_t user_id, const NotificationDraft& draft) {
  return notification_of(tx.exec_prepared1("notification_insert", user_id, draft.type, draft.title, draft.message));
}

std::vector<Notification> notifications_of_user(pqxx::transaction_base& tx, std::int64_t user_id, int limit) {
  std::vector<Notification> notifications;
  for (const auto& row : tx.exec_prepared("notifications_of_user", user_id, limit)) {
    notifications.push_back(notification_of(row));
  }
  return notifications;
}

std::optional<Notification> mark_read(pqxx::transaction_base& tx, std::int64_t notification_id,
                                      std::int64_t user_id) {
  auto rows = tx.exec_prepared("notification_read", notification_id, user_id);
  if (rows.empty()) return std::nullopt;
  return notification_of(rows[0]);
}

void clear_notifications(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("notifications_clear", user_id);
}

}  // namespace messaging::store
