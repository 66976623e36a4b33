#pragma once
#include "domain/notification.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> notification_queries();

// A notification not made from an event (a welcome, a contact message).
Notification insert_notification(pqxx::transaction_base& tx, std::int64_t user_id, const NotificationDraft& draft);
// The notification the event makes for the user, or nullopt when that event already made one of this kind for them
// (a replay: the consumer's own record of the event is gone, this one is not).
std::optional<Notification> insert_notification_once(pqxx::transaction_base& tx, std::int64_t user_id,
                                                      const NotificationDraft& draft, const std::string& event_id);
// The user's newest unread notification of that kind about the project, made within the last `seconds`, now saying
// `message`; false when there is none (a new batch).
bool add_to_recent(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& kind, std::int64_t project_id,
                   int seconds, const std::string& message);
// Newest first, at most query.limit + 1 (one more tells there is a next page).
std::vector<Notification> notifications_of_user(pqxx::transaction_base& tx, std::int64_t user_id,
                                                const NotificationQuery& query);
std::int64_t unread_count(pqxx::transaction_base& tx, std::int64_t user_id);
// The user's notification, now read; nullopt when the user has no such notification.
std::optional<Notification> mark_read(pqxx::transaction_base& tx, std::int64_t notification_id, std::int64_t user_id);
// How many were unread.
std::int64_t mark_all_read(pqxx::transaction_base& tx, std::int64_t user_id);
void clear_notifications(pqxx::transaction_base& tx, std::int64_t user_id);

// A stage paid (payment.succeeded, event_id) on a project whose engineer messaging does not know yet: the
// engineer's notification waits for bid.accepted, which takes what waits for its project.
struct FundedStageWaiting {
  std::string event_id;
  cw::ProjectStage stage = cw::ProjectStage::down_payment;
  std::int64_t amount_cents = 0;
  bool escrow = true;  // held in escrow, or paid to the engineer at once
};
void wait_for_engineer(pqxx::transaction_base& tx, std::int64_t project_id, const std::string& event_id,
                       cw::ProjectStage stage, std::int64_t amount_cents, bool escrow);
std::vector<FundedStageWaiting> take_waiting_for_engineer(pqxx::transaction_base& tx, std::int64_t project_id);

}  // namespace messaging::store
