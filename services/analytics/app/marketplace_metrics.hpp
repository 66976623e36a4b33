#pragma once
// GET /api/admin/marketplace-metrics: what an operator looks at first over a period, from analytics' own projection
// of projects' and billing's events.
#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace analytics {

class MarketplaceMetrics {
 public:
  explicit MarketplaceMetrics(cw::db::Pool& db) : db_(db) {}
  // The figures from start to end ("YYYY-MM-DD", both inclusive; by default the 30 days up to today), admins only.
  nlohmann::json between(const cw::Caller& caller, const std::optional<std::string>& start,
                         const std::optional<std::string>& end);

 private:
  cw::db::Pool& db_;
};

}  // namespace analytics
