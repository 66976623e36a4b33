#pragma once
// The tables behind a member's own figures (migrations/0008_member_analytics.sql): profile views, and the projects,
// bids, stage money and reviews of the events analytics consumes, each written so that a redelivered event changes
// nothing.
#include "domain/member_analytics.hpp"
#include "domain/reporting.hpp"

#include <cw/db.hpp>

#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace analytics::store {

std::vector<cw::db::NamedQuery> member_queries();

// Profile views by (engineer id, UTC day "YYYY-MM-DD", viewer): one statement, a viewer already counted that day is
// ignored.
using ProfileViews = std::set<std::tuple<std::int64_t, std::string, std::string>>;
void add_profile_views(pqxx::transaction_base& tx, const ProfileViews& views);
// engineer.directory_appearances: each engineer's new viewers of the day added to their count, in one statement.
void add_directory_appearances(pqxx::work& tx, const std::string& day,
                               const std::vector<std::pair<std::int64_t, std::int64_t>>& viewers);

void record_member_project(pqxx::work& tx, std::int64_t project_id, std::int64_t client_id, const std::string& title,
                           const std::string& budget_range, const std::string& posted_at);
void record_bid_placed(pqxx::work& tx, std::int64_t bid_id, std::int64_t project_id, std::int64_t client_id,
                       std::int64_t engineer_id, std::int64_t amount_cents, const std::string& placed_at);
void record_bid_accepted(pqxx::work& tx, std::int64_t bid_id, std::int64_t project_id, std::int64_t client_id,
                         std::int64_t engineer_id, std::int64_t amount_cents, const std::string& accepted_at);
// engineer_id: nullopt for a payment.
void record_member_money(pqxx::work& tx, const std::string& event_id, MoneyMove move, std::int64_t project_id,
                         std::int64_t client_id, std::optional<std::int64_t> engineer_id, std::int64_t amount_cents,
                         const std::string& at);
void record_review(pqxx::work& tx, std::int64_t review_id, std::int64_t engineer_id, std::int64_t rating,
                   const std::string& posted_at);

// ---- an engineer's ----
// Distinct viewers by day of the range (only the days with some).
std::vector<DailyCount> profile_views(pqxx::transaction_base& tx, std::int64_t engineer_id, const DateRange& range);
// Viewers shown the engineer's card in the directory, by day of the range (only the days with some).
std::vector<DailyCount> directory_appearances(pqxx::transaction_base& tx, std::int64_t engineer_id,
                                              const DateRange& range);
struct BidCounts {
  std::int64_t placed = 0;
  std::int64_t won = 0;  // of those placed in the range, accepted (then or later)
};
BidCounts bid_counts(pqxx::transaction_base& tx, std::int64_t engineer_id, const DateRange& range);
// Released to the engineer, by month of the range.
std::vector<MonthlyAmount> earnings(pqxx::transaction_base& tx, std::int64_t engineer_id, const DateRange& range);
// Every review up to the range's end.
std::vector<Review> reviews(pqxx::transaction_base& tx, std::int64_t engineer_id, const DateRange& range);

// ---- a client's ----
struct ClientProject {
  std::int64_t project_id = 0;
  std::string title;
  std::string budget_range;
  std::string posted_at;                           // ISO 8601, UTC
  std::int64_t bids = 0;                           // received, whenever
  std::optional<std::int64_t> average_bid_cents;   // rounded to the cent
  std::optional<std::int64_t> seconds_to_first_bid;
};
// The projects the client posted in the range, newest first.
std::vector<ClientProject> client_projects(pqxx::transaction_base& tx, std::int64_t client_id, const DateRange& range);
// The amounts of every bid on those projects, with the project's budget range.
struct BidOnBudget {
  std::int64_t amount_cents = 0;
  std::string budget_range;
};
std::vector<BidOnBudget> client_bids(pqxx::transaction_base& tx, std::int64_t client_id, const DateRange& range);
// The client's stage money up to the range's end, by month and move.
std::vector<MoneyRecord> client_money(pqxx::transaction_base& tx, std::int64_t client_id, const DateRange& range);

}  // namespace analytics::store
