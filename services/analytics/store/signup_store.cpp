#include "store/signup_store.hpp"

namespace analytics::store {

namespace {
#define CW_COUNTS "count(*), count(*) FILTER (WHERE role = 'client'), count(*) FILTER (WHERE role = 'engineer')"

SignupCounts read_counts(const pqxx::row& row, int first) {
  return {row[first].as<std::int64_t>(), row[first + 1].as<std::int64_t>(), row[first + 2].as<std::int64_t>()};
}
}  // namespace

std::vector<cw::db::NamedQuery> signup_queries() {
  return {
      {"signup_record",
       "INSERT INTO signups (user_id, role, source, signed_up_at) VALUES ($1, $2, $3, $4::timestamptz) "
       "ON CONFLICT (user_id) DO NOTHING"},
      {"signups_between",
       "SELECT " CW_COUNTS " FROM signups "
       "WHERE signed_up_at >= $1::date AT TIME ZONE 'UTC' AND signed_up_at < ($2::date + 1) AT TIME ZONE 'UTC'"},
      {"signups_by_source", "SELECT source, " CW_COUNTS " FROM signups GROUP BY source ORDER BY count(*) DESC, source"},
      {"signups_daily",
       "SELECT to_char(signed_up_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, " CW_COUNTS " FROM signups "
       "WHERE signed_up_at >= $1::date AT TIME ZONE 'UTC' AND signed_up_at < ($2::date + 1) AT TIME ZONE 'UTC' "
       "GROUP BY day ORDER BY day"},
  };
}

void record_signup(pqxx::transaction_base& tx, std::int64_t user_id, cw::Role role,
                   const std::optional<std::string>& source, const std::string& signed_up_at) {
  tx.exec_prepared("signup_record", user_id, cw::to_string(role), source, signed_up_at);
}

SignupCounts signups_between(pqxx::transaction_base& tx, const DateRange& range) {
  auto rows = tx.exec_prepared("signups_between", format_day(range.start), format_day(range.end));
  return read_counts(rows[0], 0);
}

std::vector<SourceCounts> signups_by_source(pqxx::transaction_base& tx) {
  std::vector<SourceCounts> result;
  for (const auto& row : tx.exec_prepared("signups_by_source")) {
    result.push_back({cw::db::optional_field<std::string>(row[0]), read_counts(row, 1)});
  }
  return result;
}

std::vector<DailySignups> daily_signups(pqxx::transaction_base& tx, const DateRange& range) {
  std::vector<DailySignups> result;
  for (const auto& row : tx.exec_prepared("signups_daily", format_day(range.start), format_day(range.end))) {
    result.push_back({row[0].as<std::string>(), read_counts(row, 1)});
  }
  return result;
}

}  // namespace analytics::store
