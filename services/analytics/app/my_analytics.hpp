#pragma once
// GET /api/my-analytics: a member's own figures over a period, professional plans and up (capability analytics,
// from analytics' projection of subscription.changed). An engineer gets profile views and directory appearances by day, bids placed and won,
// earnings by month and ratings over time; a client their projects with the bids they drew, bids against budget,
// time to first bid and stage money by month.
#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace analytics {

class MyAnalytics {
 public:
  explicit MyAnalytics(cw::db::Pool& db) : db_(db) {}
  // From start to end ("YYYY-MM-DD", both inclusive; by default the 30 days up to today; at most 366 days): 400 for
  // a malformed range, 403 forbidden for an admin, 403 plan_required on a plan without analytics.
  nlohmann::json between(const cw::Caller& caller, const std::optional<std::string>& start,
                         const std::optional<std::string>& end);

 private:
  cw::db::Pool& db_;
};

}  // namespace analytics
