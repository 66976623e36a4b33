#pragma once
// Use cases of a member's notifications.
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace messaging {

inline constexpr const char* kNotificationNotFound = "Notification not found";

class Notifications {
 public:
  explicit Notifications(cw::db::Pool& db) : db_(db) {}

  nlohmann::json of_user(std::int64_t user_id);  // newest first
  nlohmann::json mark_read(std::int64_t user_id, std::int64_t notification_id);  // throws not_found
  void clear(std::int64_t user_id);

 private:
  cw::db::Pool& db_;
};

}  // namespace messaging
