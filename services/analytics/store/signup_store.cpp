#include "store/signup_store.hpp"

#include <nlohmann/json.hpp>

namespace analytics::store {

namespace {

// Every statement that reads counts selects the columns of read_counts: total, clients and engineers.

// $4 when (ISO-8601); a second record of the same user is ignored.
constexpr const char* kSignupRecord = R"sql(
  INSERT INTO signups (user_id, role, source, signed_up_at) VALUES ($1, $2, $3, $4::timestamptz)
  ON CONFLICT (user_id) DO NOTHING
)sql";

// From the rollups of migration 0003. $1 the first day, $2 the last day (inclusive), as UTC dates.
constexpr const char* kSignupsBetween = R"sql(
  SELECT coalesce(sum(clients + engineers), 0)::bigint AS total, coalesce(sum(clients), 0)::bigint AS clients,
    coalesce(sum(engineers), 0)::bigint AS engineers
  FROM signup_days
  WHERE day BETWEEN $1::date AND $2::date
)sql";

// Once per e-mail, however often its event comes.
// $1 the e-mails as a JSON array of {emailId, kind, sentAt}: one statement for a poll's batch.
constexpr const char* kEmailSent = R"sql(
  INSERT INTO emails_sent (email_id, kind, sent_at)
  SELECT e.email_id, e.kind, e.sent_at::timestamptz
  FROM jsonb_to_recordset($1::jsonb) AS e (email_id bigint, kind text, sent_at text)
  ON CONFLICT DO NOTHING
)sql";

// Days in UTC, like the signups'.
constexpr const char* kWelcomeEmailsBetween = R"sql(
  SELECT count(*) AS sent FROM emails_sent
  WHERE kind = 'welcome' AND sent_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
    AND sent_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
)sql";

// The most frequent sources first; '' (stored for none) came directly.
constexpr const char* kSignupsBySource = R"sql(
  SELECT nullif(source, '') AS source, clients + engineers AS total, clients, engineers
  FROM signup_sources
  WHERE clients + engineers > 0
  ORDER BY clients + engineers DESC, source = '', source
)sql";

// $1 the first day, $2 the last day (inclusive); only days with signups, as UTC dates ("2025-01-02").
constexpr const char* kSignupsDaily = R"sql(
  SELECT to_char(day, 'YYYY-MM-DD') AS day, clients + engineers AS total, clients, engineers
  FROM signup_days
  WHERE day BETWEEN $1::date AND $2::date
  ORDER BY day
)sql";

SignupCounts read_counts(const pqxx::row& row) {
  return {row["total"].as<std::int64_t>(), row["clients"].as<std::int64_t>(), row["engineers"].as<std::int64_t>()};
}

}  // namespace

std::vector<cw::db::NamedQuery> signup_queries() {
  return {
      {"signup_record", kSignupRecord},
      {"signups_between", kSignupsBetween},
      {"signups_email_sent", kEmailSent},
      {"signups_welcome_emails_between", kWelcomeEmailsBetween},
      {"signups_by_source", kSignupsBySource},
      {"signups_daily", kSignupsDaily},
  };
}

void record_signup(pqxx::transaction_base& tx, std::int64_t user_id, cw::Role role,
                   const std::optional<std::string>& source, const std::string& signed_up_at) {
  tx.exec_prepared("signup_record", user_id, cw::to_string(role), source, signed_up_at);
}

SignupCounts signups_between(pqxx::transaction_base& tx, const DateRange& range) {
  auto rows = tx.exec_prepared("signups_between", format_day(range.start), format_day(range.end));
  return read_counts(rows[0]);
}

void record_emails_sent(pqxx::transaction_base& tx, const std::vector<SentEmail>& emails) {
  if (emails.empty()) return;
  auto rows = nlohmann::json::array();
  for (const auto& email : emails) {
    rows.push_back({{"email_id", email.email_id}, {"kind", email.kind}, {"sent_at", email.sent_at}});
  }
  tx.exec_prepared("signups_email_sent", rows.dump());
}

std::int64_t welcome_emails_between(pqxx::transaction_base& tx, const DateRange& range) {
  return tx.exec_prepared1("signups_welcome_emails_between", format_day(range.start), format_day(range.end))["sent"]
      .as<std::int64_t>();
}

std::vector<SourceCounts> signups_by_source(pqxx::transaction_base& tx) {
  std::vector<SourceCounts> result;
  for (const auto& row : tx.exec_prepared("signups_by_source")) {
    result.push_back({cw::db::optional_field<std::string>(row["source"]), read_counts(row)});
  }
  return result;
}

std::vector<DailySignups> daily_signups(pqxx::transaction_base& tx, const DateRange& range) {
  std::vector<DailySignups> result;
  for (const auto& row : tx.exec_prepared("signups_daily", format_day(range.start), format_day(range.end))) {
    result.push_back({row["day"].as<std::string>(), read_counts(row)});
  }
  return result;
}

}  // namespace analytics::store
