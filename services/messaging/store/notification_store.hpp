#pragma once
#include "domain/notification.hpp"

#include <cw/db.hpp>

#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> notification_queries();

void insert_notification(pqxx::transaction_base& tx, std::int64_t user_id, const NotificationDraft& draft);
std::vector<Notification> notifications_of_user(pqxx::transaction_base& tx, std::int64_t user_id, int limit);

}  // namespace messaging::store
