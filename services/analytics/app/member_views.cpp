#include "app/member_views.hpp"

#include <cw/json_optional.hpp>

namespace analytics {

using nlohmann::json;

namespace {

// {total, days: [{date, <name>}]}
json count_by_day_json(const std::vector<DailyCount>& days, const char* name) {
  auto each = json::array();
  std::int64_t total = 0;
  for (const auto& day : days) {
    each.push_back({{"date", day.date}, {name, day.count}});
    total += day.count;
  }
  return {{"total", total}, {"days", each}};
}

}  // namespace

json engineer_json(const DateRange& range, const EngineerFigures& figures) {
  auto earnings = json::array();
  for (const auto& month : figures.earnings) earnings.push_back({{"month", month.month}, {"releasedCents", month.cents}});
  auto ratings = json::array();
  for (const auto& month : figures.ratings) {
    ratings.push_back({{"month", month.month},
                       {"reviews", month.reviews},
                       {"averageRating", cw::optional_json(month.average)},
                       {"overallRating", cw::optional_json(month.overall)}});
  }
  return {{"role", "engineer"},
          {"start", format_day(range.start)},
          {"end", format_day(range.end)},
          {"profileViews", count_by_day_json(figures.profile_views, "views")},
          {"directoryAppearances", count_by_day_json(figures.directory_appearances, "appearances")},
          {"bids",
           {{"placed", figures.bids.placed},
            {"won", figures.bids.won},
            {"winRate", cw::optional_json(win_rate(figures.bids.won, figures.bids.placed))}}},
          {"earnings", earnings},
          {"ratings", ratings},
          {"averageRating", figures.ratings.empty() ? json(nullptr) : cw::optional_json(figures.ratings.back().overall)}};
}

namespace {

json against_budget_json(const std::vector<store::BidOnBudget>& bids) {
  std::int64_t below = 0;
  std::int64_t within = 0;
  std::int64_t above = 0;
  std::int64_t sum = 0;
  for (const auto& bid : bids) {
    sum += bid.amount_cents;
    const auto budget = parse_budget_range(bid.budget_range);
    if (!budget) continue;  // a range the form no longer offers: counted in the average only
    switch (against_budget(bid.amount_cents, *budget)) {
      case AgainstBudget::below: ++below; break;
      case AgainstBudget::within: ++within; break;
      case AgainstBudget::above: ++above; break;
    }
  }
  const auto count = static_cast<std::int64_t>(bids.size());
  return {{"averageBidCents", count == 0 ? json(nullptr) : json((sum + count / 2) / count)},
          {"below", below},
          {"within", within},
          {"above", above}};
}

}  // namespace

json client_json(const DateRange& range, const std::vector<store::ClientProject>& projects,
                 const std::vector<store::BidOnBudget>& bids, const std::vector<MonthlyMoney>& money) {
  auto listed = json::array();
  std::vector<std::int64_t> first_bids;
  for (const auto& project : projects) {
    listed.push_back({{"projectId", project.project_id},
                      {"title", project.title},
                      {"budgetRange", project.budget_range},
                      {"postedAt", project.posted_at},
                      {"bids", project.bids},
                      {"averageBidCents", cw::optional_json(project.average_bid_cents)},
                      {"secondsToFirstBid", cw::optional_json(project.seconds_to_first_bid)}});
    if (project.seconds_to_first_bid) first_bids.push_back(*project.seconds_to_first_bid);
  }
  auto months = json::array();
  for (const auto& month : money) {
    months.push_back({{"month", month.month},
                      {"paidCents", month.paid_cents},
                      {"releasedCents", month.released_cents},
                      {"refundedCents", month.refunded_cents},
                      {"heldCents", month.held_cents}});
  }
  return {{"role", "client"},
          {"start", format_day(range.start)},
          {"end", format_day(range.end)},
          {"projectsPosted", static_cast<std::int64_t>(projects.size())},
          {"projects", listed},
          {"bidsAgainstBudget", against_budget_json(bids)},
          {"medianSecondsToFirstBid", cw::optional_json(median(first_bids))},
          {"money", months}};
}

}  // namespace analytics
