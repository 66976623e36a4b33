#include "store/member_store.hpp"

#include <nlohmann/json.hpp>

namespace analytics::store {

namespace {

// $1 a JSON array of {engineer, day, viewer}.
constexpr const char* kProfileViewsAdd = R"sql(
  INSERT INTO profile_views (engineer_id, day, viewer)
  SELECT engineer, day, viewer FROM jsonb_to_recordset($1::jsonb) AS x(engineer bigint, day date, viewer text)
  ON CONFLICT DO NOTHING
)sql";

// $1 the day, $2 a JSON array of {engineer, viewers}.
constexpr const char* kDirectoryAppearancesAdd = R"sql(
  INSERT INTO directory_appearances (engineer_id, day, viewers)
  SELECT engineer, $1::date, viewers FROM jsonb_to_recordset($2::jsonb) AS x(engineer bigint, viewers bigint)
  ON CONFLICT (engineer_id, day) DO UPDATE SET viewers = directory_appearances.viewers + EXCLUDED.viewers
)sql";

constexpr const char* kMemberProjectRecord = R"sql(
  INSERT INTO member_projects (project_id, client_id, title, budget_range, posted_at)
  VALUES ($1, $2, $3, $4, $5::timestamptz)
  ON CONFLICT (project_id) DO NOTHING
)sql";

constexpr const char* kBidPlaced = R"sql(
  INSERT INTO member_bids (bid_id, project_id, client_id, engineer_id, amount_cents, placed_at)
  VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
  ON CONFLICT (bid_id) DO UPDATE SET placed_at = EXCLUDED.placed_at
)sql";

// The accepted amount is the bid's: a bid is accepted as placed.
constexpr const char* kBidAccepted = R"sql(
  INSERT INTO member_bids (bid_id, project_id, client_id, engineer_id, amount_cents, accepted_at)
  VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
  ON CONFLICT (bid_id) DO UPDATE SET accepted_at = EXCLUDED.accepted_at
)sql";

constexpr const char* kMoneyRecord = R"sql(
  INSERT INTO member_money (event_id, kind, project_id, client_id, engineer_id, amount_cents, at)
  VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)
  ON CONFLICT (event_id) DO NOTHING
)sql";

constexpr const char* kReviewRecord = R"sql(
  INSERT INTO member_reviews (review_id, engineer_id, rating, posted_at) VALUES ($1, $2, $3, $4::timestamptz)
  ON CONFLICT (review_id) DO NOTHING
)sql";

constexpr const char* kProfileViews = R"sql(
  SELECT to_char(day, 'YYYY-MM-DD') AS date, count(*) AS viewers FROM profile_views
  WHERE engineer_id = $1 AND day BETWEEN $2::date AND $3::date
  GROUP BY day
)sql";

constexpr const char* kDirectoryAppearances = R"sql(
  SELECT to_char(day, 'YYYY-MM-DD') AS date, viewers FROM directory_appearances
  WHERE engineer_id = $1 AND day BETWEEN $2::date AND $3::date
)sql";

// $2, $3: the range's first and last day (inclusive), UTC.
constexpr const char* kBidCounts = R"sql(
  SELECT count(*) AS placed, count(accepted_at) AS won FROM member_bids
  WHERE engineer_id = $1
    AND placed_at >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND placed_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
)sql";

constexpr const char* kEarnings = R"sql(
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, sum(amount_cents)::bigint AS cents FROM member_money
  WHERE engineer_id = $1 AND kind = 'released'
    AND at >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
  GROUP BY 1
)sql";

constexpr const char* kReviews = R"sql(
  SELECT to_char(posted_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, rating FROM member_reviews
  WHERE engineer_id = $1 AND posted_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
)sql";

constexpr const char* kClientProjects = R"sql(
  SELECT p.project_id, p.title, p.budget_range,
    to_char(p.posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS posted_at,
    count(b.bid_id) AS bids,
    round(avg(b.amount_cents))::bigint AS average_bid_cents,
    floor(extract(epoch FROM min(b.placed_at) - p.posted_at))::bigint AS seconds_to_first_bid
  FROM member_projects p LEFT JOIN member_bids b ON b.project_id = p.project_id
  WHERE p.client_id = $1
    AND p.posted_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
    AND p.posted_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
  GROUP BY p.project_id
  ORDER BY p.posted_at DESC, p.project_id DESC
)sql";

constexpr const char* kClientBids = R"sql(
  SELECT b.amount_cents, p.budget_range
  FROM member_projects p JOIN member_bids b ON b.project_id = p.project_id
  WHERE p.client_id = $1
    AND p.posted_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
    AND p.posted_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
)sql";

constexpr const char* kClientMoney = R"sql(
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, kind, sum(amount_cents)::bigint AS cents
  FROM member_money
  WHERE client_id = $1 AND at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
  GROUP BY 1, 2
)sql";

std::string_view move_name(MoneyMove move) {
  switch (move) {
    case MoneyMove::paid: return "paid";
    case MoneyMove::released: return "released";
    case MoneyMove::refunded: return "refunded";
  }
  return "paid";
}

std::optional<std::int64_t> optional_number(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<std::int64_t>();
}

MoneyMove parse_move(std::string_view kind) {
  if (kind == "released") return MoneyMove::released;
  if (kind == "refunded") return MoneyMove::refunded;
  return MoneyMove::paid;
}

}  // namespace

std::vector<cw::db::NamedQuery> member_queries() {
  return {
      {"profile_views_add", kProfileViewsAdd},
      {"member_project_record", kMemberProjectRecord},
      {"member_bid_placed", kBidPlaced},
      {"member_bid_accepted", kBidAccepted},
      {"member_money_record", kMoneyRecord},
      {"member_review_record", kReviewRecord},
      {"member_profile_views", kProfileViews},
      {"directory_appearances_add", kDirectoryAppearancesAdd},
      {"member_directory_appearances", kDirectoryAppearances},
      {"member_bid_counts", kBidCounts},
      {"member_earnings", kEarnings},
      {"member_reviews", kReviews},
      {"member_client_projects", kClientProjects},
      {"member_client_bids", kClientBids},
      {"member_client_money", kClientMoney},
  };
}

void add_profile_views(pqxx::transaction_base& tx, const ProfileViews& views) {
  auto rows = nlohmann::json::array();
  for (const auto& [engineer, day, viewer] : views) {
    rows.push_back({{"engineer", engineer}, {"day", day}, {"viewer", viewer}});
  }
  tx.exec_prepared("profile_views_add", rows.dump());
}

void add_directory_appearances(pqxx::work& tx, const std::string& day,
                               const std::vector<std::pair<std::int64_t, std::int64_t>>& viewers) {
  auto rows = nlohmann::json::array();
  for (const auto& [engineer, count] : viewers) rows.push_back({{"engineer", engineer}, {"viewers", count}});
  tx.exec_prepared("directory_appearances_add", day, rows.dump());
}

void record_member_project(pqxx::work& tx, std::int64_t project_id, std::int64_t client_id, const std::string& title,
                           const std::string& budget_range, const std::string& posted_at) {
  tx.exec_prepared("member_project_record", project_id, client_id, title, budget_range, posted_at);
}

void record_bid_placed(pqxx::work& tx, std::int64_t bid_id, std::int64_t project_id, std::int64_t client_id,
                       std::int64_t engineer_id, std::int64_t amount_cents, const std::string& placed_at) {
  tx.exec_prepared("member_bid_placed", bid_id, project_id, client_id, engineer_id, amount_cents, placed_at);
}

void record_bid_accepted(pqxx::work& tx, std::int64_t bid_id, std::int64_t project_id, std::int64_t client_id,
                         std::int64_t engineer_id, std::int64_t amount_cents, const std::string& accepted_at) {
  tx.exec_prepared("member_bid_accepted", bid_id, project_id, client_id, engineer_id, amount_cents, accepted_at);
}

void record_member_money(pqxx::work& tx, const std::string& event_id, MoneyMove move, std::int64_t project_id,
                         std::int64_t client_id, std::optional<std::int64_t> engineer_id, std::int64_t amount_cents,
                         const std::string& at) {
  tx.exec_prepared("member_money_record", event_id, std::string(move_name(move)), project_id, client_id, engineer_id,
                   amount_cents, at);
}

void record_review(pqxx::work& tx, std::int64_t review_id, std::int64_t engineer_id, std::int64_t rating,
                   const std::string& posted_at) {
  tx.exec_prepared("member_review_record", review_id, engineer_id, rating, posted_at);
}

std::vector<DailyCount> profile_views(pqxx::transaction_base& tx, std::int64_t engineer_id, const DateRange& range) {
  std::vector<DailyCount> days;
  for (const auto& row :
       tx.exec_prepared("member_profile_views", engineer_id, format_day(range.start), format_day(range.end))) {
    days.push_back({row["date"].as<std::string>(), row["viewers"].as<std::int64_t>()});
  }
  return days;
}

std::vector<DailyCount> directory_appearances(pqxx::transaction_base& tx, std::int64_t engineer_id,
                                              const DateRange& range) {
  std::vector<DailyCount> days;
  for (const auto& row : tx.exec_prepared("member_directory_appearances", engineer_id, format_day(range.start),
                                          format_day(range.end))) {
    days.push_back({row["date"].as<std::string>(), row["viewers"].as<std::int64_t>()});
  }
  return days;
}

BidCounts bid_counts(pqxx::transaction_base& tx, std::int64_t engineer_id, const DateRange& range) {
  const auto row = tx.exec_prepared1("member_bid_counts", engineer_id, format_day(range.start), format_day(range.end));
  return {row["placed"].as<std::int64_t>(), row["won"].as<std::int64_t>()};
}

std::vector<MonthlyAmount> earnings(pqxx::transaction_base& tx, std::int64_t engineer_id, const DateRange& range) {
  std::vector<MonthlyAmount> months;
  for (const auto& row : tx.exec_prepared("member_earnings", engineer_id, format_day(range.start), format_day(range.end))) {
    months.push_back({row["month"].as<std::string>(), row["cents"].as<std::int64_t>()});
  }
  return months;
}

std::vector<Review> reviews(pqxx::transaction_base& tx, std::int64_t engineer_id, const DateRange& range) {
  std::vector<Review> found;
  for (const auto& row : tx.exec_prepared("member_reviews", engineer_id, format_day(range.end))) {
    found.push_back({row["month"].as<std::string>(), row["rating"].as<int>()});
  }
  return found;
}

std::vector<ClientProject> client_projects(pqxx::transaction_base& tx, std::int64_t client_id, const DateRange& range) {
  std::vector<ClientProject> projects;
  for (const auto& row :
       tx.exec_prepared("member_client_projects", client_id, format_day(range.start), format_day(range.end))) {
    projects.push_back({row["project_id"].as<std::int64_t>(), row["title"].as<std::string>(),
                        row["budget_range"].as<std::string>(), row["posted_at"].as<std::string>(),
                        row["bids"].as<std::int64_t>(), optional_number(row["average_bid_cents"]),
                        optional_number(row["seconds_to_first_bid"])});
  }
  return projects;
}

std::vector<BidOnBudget> client_bids(pqxx::transaction_base& tx, std::int64_t client_id, const DateRange& range) {
  std::vector<BidOnBudget> bids;
  for (const auto& row : tx.exec_prepared("member_client_bids", client_id, format_day(range.start), format_day(range.end))) {
    bids.push_back({row["amount_cents"].as<std::int64_t>(), row["budget_range"].as<std::string>()});
  }
  return bids;
}

std::vector<MoneyRecord> client_money(pqxx::transaction_base& tx, std::int64_t client_id, const DateRange& range) {
  std::vector<MoneyRecord> records;
  for (const auto& row : tx.exec_prepared("member_client_money", client_id, format_day(range.end))) {
    records.push_back({row["month"].as<std::string>(), parse_move(row["kind"].as<std::string>()),
                       row["cents"].as<std::int64_t>()});
  }
  return records;
}

}  // namespace analytics::store
