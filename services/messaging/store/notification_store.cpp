#include "store/notification_store.hpp"

namespace messaging::store {

std::vector<cw::db::NamedQuery> notification_queries() {
  return {
      {"notification_insert", "INSERT INTO notifications (user_id, type, title, message) VALUES ($1, $2, $3, $4)"},
      {"notifications_of_user",
       "SELECT id, user_id, type, title, message, read_at IS NOT NULL, "
       "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') "
       "FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2"},
  };
}

void insert_notification(pqxx::transaction_base& tx, std::int64_t user_id, const NotificationDraft& draft) {
  tx.exec_prepared("notification_insert", user_id, draft.type, draft.title, draft.message);
}

std::vector<Notification> notifications_of_user(pqxx::transaction_base& tx, std::int64_t user_id, int limit) {
  std::vector<Notification> notifications;
  for (const auto& row : tx.exec_prepared("notifications_of_user", user_id, limit)) {
    notifications.push_back({row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::string>(),
                             row[3].as<std::string>(), row[4].as<std::string>(), row[5].as<bool>(),
                             row[6].as<std::string>()});
  }
  return notifications;
}

}  // namespace messaging::store
