#include "store/usage_store.hpp"

namespace billing::store {

namespace {

// $1 project, $2 client, $3 when it was posted.
constexpr const char* kRecordPostedProject = R"sql(
  INSERT INTO client_projects (project_id, client_id, posted_at) VALUES ($1, $2, $3::timestamptz)
  ON CONFLICT (project_id) DO NOTHING
)sql";

constexpr const char* kCloseProject = R"sql(
  UPDATE client_projects SET open = false WHERE project_id = $1
)sql";

// $1 the sender, $2 when the message was stored.
// Messages $1 (senders) sent at $2 (times), counted per sender and UTC day: one statement for a batch of events.
constexpr const char* kCountMessages = R"sql(
  INSERT INTO messages_sent (user_id, day, count)
  SELECT sender, (sent_at AT TIME ZONE 'UTC')::date, count(*)
  FROM unnest($1::bigint[], $2::timestamptz[]) AS sent (sender, sent_at)
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE SET count = messages_sent.count + EXCLUDED.count
)sql";

// The calendar month is UTC's.
constexpr const char* kUsageOf = R"sql(
  SELECT
    (SELECT count(*) FROM client_projects WHERE client_id = $1 AND open) AS active_projects,
    (SELECT count(*) FROM client_projects
      WHERE client_id = $1 AND posted_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
      AS monthly_projects,
    (SELECT coalesce(sum(count), 0) FROM messages_sent
      WHERE user_id = $1 AND day >= date_trunc('month', now() AT TIME ZONE 'UTC')::date) AS messages_this_month
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> usage_queries() {
  return {
      {"usage_record_posted_project", kRecordPostedProject},
      {"usage_close_project", kCloseProject},
      {"usage_count_messages", kCountMessages},
      {"usage_of", kUsageOf},
  };
}

void record_posted_project(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                           const std::string& posted_at) {
  tx.exec_prepared("usage_record_posted_project", project_id, client_id, posted_at);
}

void close_project(pqxx::transaction_base& tx, std::int64_t project_id) {
  tx.exec_prepared("usage_close_project", project_id);
}

void count_messages(pqxx::transaction_base& tx, const std::vector<SentMessage>& messages) {
  std::vector<std::int64_t> senders;
  std::vector<std::string> times;
  for (const auto& message : messages) {
    senders.push_back(message.sender_id);
    times.push_back(message.sent_at);
  }
  tx.exec_prepared("usage_count_messages", cw::db::int_array_literal(senders), cw::db::text_array_literal(times));
}

Usage usage_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  const auto row = tx.exec_prepared1("usage_of", user_id);
  return {row["active_projects"].as<std::int64_t>(), row["monthly_projects"].as<std::int64_t>(),
          row["messages_this_month"].as<std::int64_t>()};
}

}  // namespace billing::store
