#pragma once
// Use cases of a member's notifications.
#include "domain/notification.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace messaging {

inline constexpr const char* kNotificationNotFound = "Notification not found";

// A page of notifications (a JSON array, newest first), the member's unread total and whether older ones follow.
struct NotificationPage {
  nlohmann::json notifications;
  std::int64_t unread = 0;
  bool has_more = false;
};

class Notifications {
 public:
  explicit Notifications(cw::db::Pool& db) : db_(db) {}

  NotificationPage of_user(std::int64_t user_id, const NotificationQuery& query);
  nlohmann::json mark_read(std::int64_t user_id, std::int64_t notification_id);  // throws not_found
  // {"updated": n}: every unread notification of the user, now read.
  nlohmann::json mark_all_read(std::int64_t user_id);
  void clear(std::int64_t user_id);

 private:
  cw::db::Pool& db_;
};

}  // namespace messaging
