#include "store/email_store.hpp"

#include "domain/email.hpp"

#include <nlohmann/json.hpp>

namespace messaging::store {

namespace {

constexpr const char* kSaveContact = R"sql(
  INSERT INTO email_contacts (user_id, email, first_name) VALUES ($1, $2, $3)
  ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name
)sql";

// The member's contact (no row: none yet) and the e-mail preferences they turned off, as a JSON array.
constexpr const char* kRecipientOf = R"sql(
  SELECT c.email, c.first_name,
    coalesce((SELECT json_agg(o.preference) FROM email_opt_outs o WHERE o.user_id = $1), '[]')::text AS opt_outs
  FROM (SELECT $1::bigint AS user_id) AS u
  LEFT JOIN email_contacts c ON c.user_id = u.user_id
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

// Up to $1 e-mails due, most urgent first, locked (SKIP LOCKED: another sender takes the next ones), with the
// transaction's time, which marks them sent (kMarkSent).
constexpr const char* kDueBatch = R"sql(
  SELECT id, user_id, kind, recipient, subject, body, message_id,
    floor(extract(epoch FROM created_at))::bigint AS created_epoch, attempts, request_id, brand_name, brand_logo_url,
    iso_utc(now()) AS now
  FROM email_outbox
  WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now() AND recipient IS NOT NULL
  ORDER BY priority, next_attempt_at, id
  LIMIT $1
  FOR UPDATE SKIP LOCKED
)sql";

// $1 the ids of the e-mails the SMTP server took, as an array literal: sent at the transaction's time (as kDueBatch
// read it); $2 their email.sent events, a JSON array of {topic, key, envelope}, into the outbox in that order.
constexpr const char* kMarkSent = R"sql(
  WITH sent AS (
    UPDATE email_outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ANY($1::bigint[])
  )
  INSERT INTO outbox (event_id, topic, event_key, event_type, payload)
  SELECT (r->'envelope'->>'id')::uuid, r->>'topic', r->>'key', r->'envelope'->>'type', r->'envelope'
  FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(r, n)
  ORDER BY n
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
      {"email_save_contact", kSaveContact}, {"email_recipient_of", kRecipientOf},
      {"email_display_name", kDisplayName}, {"email_opt_outs_of", kOptOutsOf},
      {"email_opt_out", kOptOut},           {"email_opt_in", kOptIn},
      {"email_enqueue", kEnqueue},          {"email_claim_reminder", kClaimReminder},
      {"email_claim_direct_reminder", kClaimDirectReminder},
      {"email_due_batch", kDueBatch},       {"email_mark_sent", kMarkSent},
      {"email_mark_failed", kMarkFailed},   {"email_awaiting_address", kAwaitingAddress},
      {"email_address", kAddress},          {"email_give_up", kGiveUp},
  };
}

void save_contact(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& email,
                  const std::string& first_name) {
  tx.exec_prepared("email_save_contact", user_id, email, first_name);
}

Recipient recipient_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  const auto row = tx.exec_prepared1("email_recipient_of", user_id);
  Recipient recipient;
  if (!row["email"].is_null()) {
    recipient.contact = EmailContact{row["email"].as<std::string>(), row["first_name"].as<std::string>()};
  }
  for (const auto& preference : nlohmann::json::parse(row["opt_outs"].as<std::string>())) {
    recipient.opt_outs.insert(preference.get<std::string>());
  }
  return recipient;
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

DueEmails due_emails(pqxx::transaction_base& tx, int at_most) {
  DueEmails due;
  for (const auto& row : tx.exec_prepared("email_due_batch", at_most)) {
    due.now = row["now"].as<std::string>();
    due.emails.push_back(QueuedEmail{row["id"].as<std::int64_t>(),         row["user_id"].as<std::int64_t>(),
                                     row["kind"].as<std::string>(),        row["recipient"].as<std::string>(),
                                     row["subject"].as<std::string>(),     row["body"].as<std::string>(),
                                     row["message_id"].as<std::string>(),  row["created_epoch"].as<std::int64_t>(),
                                     row["attempts"].as<int>(),            row["request_id"].as<std::string>(),
                                     cw::db::optional_field<std::string>(row["brand_name"]),
                                     cw::db::optional_field<std::string>(row["brand_logo_url"])});
  }
  return due;
}

void mark_sent(pqxx::transaction_base& tx, const std::vector<std::int64_t>& ids,
               const std::vector<cw::events::OutboxRow>& events) {
  if (ids.empty()) return;
  auto rows = cw::events::Json::array();
  for (const auto& row : events) rows.push_back({{"topic", row.topic}, {"key", row.key}, {"envelope", row.envelope}});
  tx.exec_prepared("email_mark_sent", cw::db::int_array_literal(ids), rows.dump());
}

void mark_attempt_failed(pqxx::transaction_base& tx, std::int64_t id, const std::string& error, int retry_seconds,
                         bool give_up) {
  tx.exec_prepared("email_mark_failed", id, error, retry_seconds, give_up);
}

}  // namespace messaging::store
