#include "domain/marketplace.hpp"

#include <cmath>

namespace analytics {

std::string_view fact_name(MarketplaceFact fact) {
  switch (fact) {
    case MarketplaceFact::project_posted: return "project_posted";
    case MarketplaceFact::bid_placed: return "bid_placed";
    case MarketplaceFact::bid_accepted: return "bid_accepted";
    case MarketplaceFact::paid_in: return "paid_in";
    case MarketplaceFact::released: return "released";
    case MarketplaceFact::refunded: return "refunded";
  }
  return "project_posted";
}

std::optional<double> accept_rate(std::int64_t accepted, std::int64_t posted) {
  if (posted <= 0) return std::nullopt;
  return std::round(static_cast<double>(accepted) * 1000.0 / static_cast<double>(posted)) / 10.0;
}

}  // namespace analytics
