#include "store/notification_store.hpp"

#include <limits>

namespace messaging::store {

namespace {

// Every statement that reads notifications selects the columns of read_notification under the same names; the time
// as ISO-8601 UTC with milliseconds ("2025-01-02T03:04:05.678Z").

// $1 the user, $2 type, $3 title, $4 message, $5 kind, $6 link, $7 project, $8 the event (uuid text) or null. With an
// event, no row when it already made this kind of notification for the user. None for a member who deleted their
// account.
constexpr const char* kNotificationInsert = R"sql(
  INSERT INTO notifications (user_id, type, title, message, kind, link, project_id, event_id)
  SELECT $1::bigint, $2::text, $3::text, $4::text, $5::text, $6::text, $7::bigint, $8::uuid
  WHERE NOT EXISTS (SELECT 1 FROM deleted_members WHERE user_id = $1::bigint)
  ON CONFLICT (user_id, event_id, kind) WHERE event_id IS NOT NULL DO NOTHING
  RETURNING id, user_id, type, title, message, read_at IS NOT NULL AS is_read,
    iso_utc(created_at) AS created_at, kind, link, project_id
)sql";

// $1 user, $2 kind, $3 project, $4 seconds, $5 the new words.
constexpr const char* kNotificationAddToRecent = R"sql(
  UPDATE notifications SET message = $5
  WHERE id = (
    SELECT id FROM notifications
    WHERE user_id = $1 AND kind = $2 AND project_id = $3 AND read_at IS NULL
      AND created_at > now() - make_interval(secs => $4)
    ORDER BY id DESC LIMIT 1)
  RETURNING id
)sql";

// Newest first; $2 only unread ones, $3 only ids below, $4 at most this many.
constexpr const char* kNotificationsOfUser = R"sql(
  SELECT id, user_id, type, title, message, read_at IS NOT NULL AS is_read,
    iso_utc(created_at) AS created_at, kind, link, project_id
  FROM notifications
  WHERE user_id = $1 AND ($2 = false OR read_at IS NULL) AND id < $3
  ORDER BY id DESC
  LIMIT $4
)sql";

constexpr const char* kNotificationsUnread = R"sql(
  SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL
)sql";

// $1 the notification, $2 its user (no row when it is not theirs). A second read keeps the first time.
constexpr const char* kNotificationRead = R"sql(
  UPDATE notifications SET read_at = coalesce(read_at, now())
  WHERE id = $1 AND user_id = $2
  RETURNING id, user_id, type, title, message, read_at IS NOT NULL AS is_read,
    iso_utc(created_at) AS created_at, kind, link, project_id
)sql";

constexpr const char* kNotificationsReadAll = R"sql(
  UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL
)sql";

constexpr const char* kNotificationsClear = R"sql(
  DELETE FROM notifications WHERE user_id = $1
)sql";

// The engineer's "stage funded" waiting for bid.accepted (migration 0015); a redelivered payment waits once.
constexpr const char* kStageFundedWait = R"sql(
  INSERT INTO stage_funded_waiting (project_id, event_id, payment_type, amount_cents, escrow)
  VALUES ($1, $2::uuid, $3, $4, $5)
  ON CONFLICT DO NOTHING
)sql";

constexpr const char* kStageFundedTake = R"sql(
  DELETE FROM stage_funded_waiting WHERE project_id = $1
  RETURNING event_id::text AS event_id, payment_type, amount_cents, escrow
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
  notification.kind = cw::db::optional_field<std::string>(row["kind"]);
  notification.link = cw::db::optional_field<std::string>(row["link"]);
  notification.project_id = cw::db::optional_field<std::int64_t>(row["project_id"]);
  return notification;
}

std::optional<Notification> insert(pqxx::transaction_base& tx, std::int64_t user_id, const NotificationDraft& draft,
                                   const std::optional<std::string>& event_id) {
  auto rows = tx.exec_prepared("notification_insert", user_id, draft.type, draft.title, draft.message, draft.kind,
                               draft.link, draft.project_id, event_id);
  if (rows.empty()) return std::nullopt;
  return read_notification(rows[0]);
}

}  // namespace

std::vector<cw::db::NamedQuery> notification_queries() {
  return {
      {"notification_insert", kNotificationInsert},
      {"notifications_of_user", kNotificationsOfUser},
      {"notifications_unread", kNotificationsUnread},
      {"notification_add_to_recent", kNotificationAddToRecent},
      {"notification_read", kNotificationRead},
      {"notifications_read_all", kNotificationsReadAll},
      {"notifications_clear", kNotificationsClear},
      {"stage_funded_wait", kStageFundedWait},
      {"stage_funded_take", kStageFundedTake},
  };
}

void wait_for_engineer(pqxx::transaction_base& tx, std::int64_t project_id, const std::string& event_id,
                       cw::ProjectStage stage, std::int64_t amount_cents, bool escrow) {
  tx.exec_prepared0("stage_funded_wait", project_id, event_id, cw::to_string(stage), amount_cents, escrow);
}

std::vector<FundedStageWaiting> take_waiting_for_engineer(pqxx::transaction_base& tx, std::int64_t project_id) {
  std::vector<FundedStageWaiting> waiting;
  for (const auto& row : tx.exec_prepared("stage_funded_take", project_id)) {
    // Written by wait_for_engineer above; a row that does not read as a stage is dropped, never fatal.
    const auto stage = cw::parse_project_stage(row["payment_type"].as<std::string>());
    if (!stage) continue;
    waiting.push_back({row["event_id"].as<std::string>(), *stage, row["amount_cents"].as<std::int64_t>(),
                       row["escrow"].as<bool>()});
  }
  return waiting;
}

Notification insert_notification(pqxx::transaction_base& tx, std::int64_t user_id, const NotificationDraft& draft) {
  return *insert(tx, user_id, draft, std::nullopt);
}

std::optional<Notification> insert_notification_once(pqxx::transaction_base& tx, std::int64_t user_id,
                                                      const NotificationDraft& draft, const std::string& event_id) {
  return insert(tx, user_id, draft, event_id);
}

std::vector<Notification> notifications_of_user(pqxx::transaction_base& tx, std::int64_t user_id,
                                                const NotificationQuery& query) {
  std::vector<Notification> notifications;
  const auto before = query.before.value_or(std::numeric_limits<std::int64_t>::max());
  for (const auto& row : tx.exec_prepared("notifications_of_user", user_id, query.unread_only, before,
                                          query.limit + 1)) {
    notifications.push_back(read_notification(row));
  }
  return notifications;
}

bool add_to_recent(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& kind, std::int64_t project_id,
                   int seconds, const std::string& message) {
  return !tx.exec_prepared("notification_add_to_recent", user_id, kind, project_id, seconds, message).empty();
}

std::int64_t unread_count(pqxx::transaction_base& tx, std::int64_t user_id) {
  return tx.exec_prepared1("notifications_unread", user_id)[0].as<std::int64_t>();
}

std::optional<Notification> mark_read(pqxx::transaction_base& tx, std::int64_t notification_id,
                                      std::int64_t user_id) {
  auto rows = tx.exec_prepared("notification_read", notification_id, user_id);
  if (rows.empty()) return std::nullopt;
  return read_notification(rows[0]);
}

std::int64_t mark_all_read(pqxx::transaction_base& tx, std::int64_t user_id) {
  return tx.exec_prepared("notifications_read_all", user_id).affected_rows();
}

void clear_notifications(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("notifications_clear", user_id);
}

}  // namespace messaging::store
