#pragma once
// A member's own figures as GET /api/my-analytics shows them (money in whole cents, as the admin figures).
#include "domain/member_analytics.hpp"
#include "store/member_store.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace analytics {

struct EngineerFigures {
  std::vector<DailyCount> profile_views;          // every day of the range
  std::vector<DailyCount> directory_appearances;  // every day of the range
  store::BidCounts bids;
  std::vector<MonthlyAmount> earnings;    // every month of the range
  std::vector<MonthlyRating> ratings;     // every month of the range
};
// {role, start, end, profileViews: {total, days: [{date, views}]}, directoryAppearances: {total, days: [{date,
// appearances}]}, bids: {placed, won, winRate}, earnings:
// [{month, releasedCents}], ratings: [{month, reviews, averageRating, overallRating}], averageRating}
nlohmann::json engineer_json(const DateRange& range, const EngineerFigures& figures);

// {role, start, end, projectsPosted, projects: [{projectId, title, budgetRange, postedAt, bids, averageBidCents,
// secondsToFirstBid}], bidsAgainstBudget: {averageBidCents, below, within, above}, medianSecondsToFirstBid, money:
// [{month, paidCents, releasedCents, refundedCents, heldCents}]}
nlohmann::json client_json(const DateRange& range, const std::vector<store::ClientProject>& projects,
                           const std::vector<store::BidOnBudget>& bids, const std::vector<MonthlyMoney>& money);

}  // namespace analytics
