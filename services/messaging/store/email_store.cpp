#include "store/email_store.hpp"

#include "domain/email.hpp"

namespace messaging::store {

namespace {

constexpr const char* kSaveContact = R"sql(
  INSERT INTO email_contacts (user_id, email, first_name) VALUES ($1, $2, $3)
  ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name
)sql";

constexpr const char* kContactOf = R"sql(
  SELECT email, first_name FROM email_contacts WHERE user_id = $1
)sql";

constexpr const char* kDisplayName = R"sql(
  SELECT trim(first_name || ' ' || last_name) AS name FROM user_directory WHERE user_id = $1
)sql";

constexpr const char* kOptOutsOf = R"sql(
  SELECT preference FROM email_opt_outs WHERE user_id = $1
)sql";

constexpr const char* kOptOut = R"sql(
  INSERT INTO email_opt_outs (user_id, preference) VALUES ($1, $2) ON CONFLICT DO NOTHING
)sql";

constexpr const char* kOptIn = R"sql(
  DELETE FROM email_opt_outs WHERE user_id = $1 AND preference = $2
)sql";

// Nothing is drafted to a member who deleted their account.
constexpr const char* kEnqueue = R"sql(
  INSERT INTO email_outbox (user_id, kind, recipient, subject, body, request_id, brand_name, brand_logo_url, priority)
  SELECT $1::bigint, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::smallint
  WHERE NOT EXISTS (SELECT 1 FROM deleted_members WHERE user_id = $1::bigint)
)sql";

// $3 the message's time: a reminder is due when the last one is an hour older (or there is none). A message learnt
// of more than 15 minutes after it was sent (events read again from the start, a long outage) is old news: none.
constexpr const char* kAwaitingAddress = R"sql(
  SELECT id, body FROM email_outbox
  WHERE user_id = $1 AND recipient IS NULL AND sent_at IS NULL AND failed_at IS NULL
  ORDER BY id
  FOR UPDATE
)sql";

constexpr const char* kAddress = R"sql(
  UPDATE email_outbox SET recipient = $2, body = $3, next_attempt_at = now() WHERE id = $1
)sql";

constexpr const char* kGiveUp = R"sql(
  UPDATE email_outbox SET failed_at = now(), last_error = $2 WHERE id = $1
)sql";

constexpr const char* kClaimReminder = R"sql(
  INSERT INTO email_message_reminders (project_id, user_id, mailed_at)
  SELECT $1, $2, $3::timestamptz WHERE $3::timestamptz > now() - interval '15 minutes'
  ON CONFLICT (project_id, user_id) DO UPDATE SET mailed_at = EXCLUDED.mailed_at
  WHERE email_message_reminders.mailed_at <= EXCLUDED.mailed_at - interval '1 hour'
  RETURNING project_id
)sql";

constexpr const char* kClaimDirectReminder = R"sql(
  INSERT INTO email_direct_reminders (conversation_id, user_id, mailed_at)
  SELECT $1, $2, $3::timestamptz WHERE $3::timestamptz > now() - interval '15 minutes'
  ON CONFLICT (conversation_id, user_id) DO UPDATE SET mailed_at = EXCLUDED.mailed_at
  WHERE email_direct_reminders.mailed_at <= EXCLUDED.mailed_at - interval '1 hour'
  RETURNING conversation_id
)sql";

constexpr const char* kNextDue = R"sql(
  SELECT id, user_id, kind, recipient, subject, body, message_id,
    floor(extract(epoch FROM created_at))::bigint AS created_epoch, attempts, request_id, brand_name, brand_logo_url
  FROM email_outbox
  WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now() AND recipient IS NOT NULL
  ORDER BY priority, next_attempt_at, id
  LIMIT 1
  FOR UPDATE SKIP LOCKED
)sql";

constexpr const char* kMarkSent = R"sql(
  UPDATE email_outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1
  RETURNING iso_utc(sent_at) AS sent_at
)sql";

// $3 seconds to the next attempt; $4 gives up.
constexpr const char* kMarkFailed = R"sql(
  UPDATE email_outbox SET attempts = attempts + 1, last_error = $2,
    next_attempt_at = now() + make_interval(secs => $3),
    failed_at = CASE WHEN $4 THEN now() END
  WHERE id = $1
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> email_queries() {
  return {
      {"email_save_contact", kSaveContact}, {"email_contact_of", kContactOf},
      {"email_display_name", kDisplayName}, {"email_opt_outs_of", kOptOutsOf},
      {"email_opt_out", kOptOut},           {"email_opt_in", kOptIn},
      {"email_enqueue", kEnqueue},          {"email_claim_reminder", kClaimReminder},
      {"email_claim_direct_reminder", kClaimDirectReminder},
      {"email_next_due", kNextDue},         {"email_mark_sent", kMarkSent},
      {"email_mark_failed", kMarkFailed},   {"email_awaiting_address", kAwaitingAddress},
      {"email_address", kAddress},          {"email_give_up", kGiveUp},
  };
}

void save_contact(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& email,
                  const std::string& first_name) {
  tx.exec_prepared("email_save_contact", user_id, email, first_name);
}

std::optional<EmailContact> contact_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("email_contact_of", user_id);
  if (rows.empty()) return std::nullopt;
  return EmailContact{rows[0]["email"].as<std::string>(), rows[0]["first_name"].as<std::string>()};
}

std::string display_name(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("email_display_name", user_id);
  return rows.empty() ? std::string() : rows[0]["name"].as<std::string>();
}

std::set<std::string> opt_outs_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  std::set<std::string> off;
  for (const auto& row : tx.exec_prepared("email_opt_outs_of", user_id)) off.insert(row[0].as<std::string>());
  return off;
}

void set_opt_out(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& preference, bool off) {
  tx.exec_prepared(off ? "email_opt_out" : "email_opt_in", user_id, preference);
}

void enqueue_email(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& kind,
                   const std::optional<std::string>& recipient, const std::string& subject, const std::string& body,
                   const std::string& request_id, const std::optional<std::string>& brand_name,
                   const std::optional<std::string>& brand_logo_url) {
  tx.exec_prepared("email_enqueue", user_id, kind, recipient, subject, body, request_id, brand_name, brand_logo_url,
                   static_cast<int>(priority_of_kind(kind)));
}

std::vector<EmailAwaitingAddress> emails_awaiting_address(pqxx::transaction_base& tx, std::int64_t user_id) {
  std::vector<EmailAwaitingAddress> waiting;
  for (const auto& row : tx.exec_prepared("email_awaiting_address", user_id)) {
    waiting.push_back({row["id"].as<std::int64_t>(), row["body"].as<std::string>()});
  }
  return waiting;
}

void address_email(pqxx::transaction_base& tx, std::int64_t id, const std::string& recipient, const std::string& body) {
  tx.exec_prepared("email_address", id, recipient, body);
}

void give_up_email(pqxx::transaction_base& tx, std::int64_t id, const std::string& reason) {
  tx.exec_prepared("email_give_up", id, reason);
}

bool claim_message_reminder(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t user_id,
                            const std::string& at) {
  return !tx.exec_prepared("email_claim_reminder", project_id, user_id, at).empty();
}

bool claim_direct_reminder(pqxx::transaction_base& tx, std::int64_t conversation_id, std::int64_t user_id,
                           const std::string& at) {
  return !tx.exec_prepared("email_claim_direct_reminder", conversation_id, user_id, at).empty();
}

std::optional<QueuedEmail> next_due_email(pqxx::transaction_base& tx) {
  auto rows = tx.exec_prepared("email_next_due");
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  return QueuedEmail{row["id"].as<std::int64_t>(),         row["user_id"].as<std::int64_t>(),
                     row["kind"].as<std::string>(),        row["recipient"].as<std::string>(),
                     row["subject"].as<std::string>(),     row["body"].as<std::string>(),
                     row["message_id"].as<std::string>(),  row["created_epoch"].as<std::int64_t>(),
                     row["attempts"].as<int>(),            row["request_id"].as<std::string>(),
                     cw::db::optional_field<std::string>(row["brand_name"]),
                     cw::db::optional_field<std::string>(row["brand_logo_url"])};
}

std::string mark_sent(pqxx::transaction_base& tx, std::int64_t id) {
  return tx.exec_prepared1("email_mark_sent", id)["sent_at"].as<std::string>();
}

void mark_attempt_failed(pqxx::transaction_base& tx, std::int64_t id, const std::string& error, int retry_seconds,
                         bool give_up) {
  tx.exec_prepared("email_mark_failed", id, error, retry_seconds, give_up);
}

}  // namespace messaging::store
