#pragma once
#include "domain/notification.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> notification_queries();

Notification insert_notification(pqxx::transaction_base& tx, std::int64_t user_id, const NotificationDraft& draft);
std::vector<Notification> notifications_of_user(pqxx::transaction_base& tx, std::int64_t user_id, int limit);
// The user's notification, now read; nullopt when the user has no such notification.
std::optional<Notification> mark_read(pqxx::transaction_base& tx, std::int64_t notification_id, std::int64_t user_id);
void clear_notifications(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace messaging::store
