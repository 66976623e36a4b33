#include "store/notification_store.hpp"

namespace messaging::store {

namespace {

// Every statement that reads notifications selects the columns of read_notification under the same names; the time
// as ISO-8601 UTC with milliseconds ("2025-01-02T03:04:05.678Z").

// $1 the user, $2 type, $3 title, $4 message.
constexpr const char* kNotificationInsert = R"sql(
  INSERT INTO notifications (user_id, type, title, message) VALUES ($1, $2, $3, $4)
  RETURNING id, user_id, type, title, message, read_at IS NOT NULL AS is_read,
    iso_utc(created_at) AS created_at
)sql";

// Newest first; $2 at most this many.
constexpr const char* kNotificationsOfUser = R"sql(
  SELECT id, user_id, type, title, message, read_at IS NOT NULL AS is_read,
    iso_utc(created_at) AS created_at
  FROM notifications
  WHERE user_id = $1
  ORDER BY id DESC
  LIMIT $2
)sql";

// $1 the notification, $2 its user (no row when it is not theirs). A second read keeps the first time.
constexpr const char* kNotificationRead = R"sql(
  UPDATE notifications SET read_at = coalesce(read_at, now())
  WHERE id = $1 AND user_id = $2
  RETURNING id, user_id, type, title, message, read_at IS NOT NULL AS is_read,
    iso_utc(created_at) AS created_at
)sql";

constexpr const char* kNotificationsClear = R"sql(
  DELETE FROM notifications WHERE user_id = $1
)sql";

Notification read_notification(const pqxx::row& row) {
  Notification notification;
  notification.id = row["id"].as<std::int64_t>();
  notification.user_id = row["user_id"].as<std::int64_t>();
  notification.type = row["type"].as<std::string>();
  notification.title = row["title"].as<std::string>();
  notification.message = row["message"].as<std::string>();
  notification.read = row["is_read"].as<bool>();
  notification.created_at = row["created_at"].as<std::string>();
  return notification;
}

}  // namespace

std::vector<cw::db::NamedQuery> notification_queries() {
  return {
      {"notification_insert", kNotificationInsert},
      {"notifications_of_user", kNotificationsOfUser},
      {"notification_read", kNotificationRead},
      {"notifications_clear", kNotificationsClear},
  };
}

Notification insert_notification(pqxx::transaction_base& tx, std::int64_t user_id, const NotificationDraft& draft) {
  return read_notification(tx.exec_prepared1("notification_insert", user_id, draft.type, draft.title, draft.message));
}

std::vector<Notification> notifications_of_user(pqxx::transaction_base& tx, std::int64_t user_id, int limit) {
  std::vector<Notification> notifications;
  for (const auto& row : tx.exec_prepared("notifications_of_user", user_id, limit)) {
    notifications.push_back(read_notification(row));
  }
  return notifications;
}

std::optional<Notification> mark_read(pqxx::transaction_base& tx, std::int64_t notification_id,
                                      std::int64_t user_id) {
  auto rows = tx.exec_prepared("notification_read", notification_id, user_id);
  if (rows.empty()) return std::nullopt;
  return read_notification(rows[0]);
}

void clear_notifications(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("notifications_clear", user_id);
}

}  // namespace messaging::store
