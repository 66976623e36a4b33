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

// Frames (a JSON array of delivery envelopes) that every messaging instance hears on kCommittedFramesChannel when,
// and only if, the transaction commits; one notification each (PostgreSQL's payload limit is 8,000 bytes).
inline constexpr const char* kCommittedFramesChannel = "messaging_frames";
void push_frames_at_commit(pqxx::transaction_base& tx, const nlohmann::json& envelopes);

}  // namespace messaging::store
