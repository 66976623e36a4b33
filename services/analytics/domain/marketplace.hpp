#pragma once
// What an operator of the marketplace looks at first, over a period: projects posted, bids placed, the accept rate,
// money paid into escrow, held and released. No I/O here.
#include <cstdint>
#include <optional>
#include <string_view>

namespace analytics {

// The events analytics keeps for these figures, one row each (keyed on the event's id).
enum class MarketplaceFact { project_posted, bid_placed, bid_accepted, paid_in, released, refunded };
std::string_view fact_name(MarketplaceFact fact);

struct MarketplaceFigures {
  std::int64_t projects_posted = 0;
  // Of the projects posted in the period, those with an accepted bid (accepted then or later).
  std::int64_t projects_with_accepted_bid = 0;
  std::int64_t bids_placed = 0;
  // Project stages paid into escrow in the period (plans are not escrow).
  std::int64_t paid_in_cents = 0;
  // Moved from escrow to engineers, or back to clients, in the period.
  std::int64_t released_cents = 0;
  std::int64_t refunded_cents = 0;
  // Still in escrow at the end of the period: everything paid in up to then, less what was released or refunded.
  std::int64_t held_cents = 0;
};

// Projects with an accepted bid over projects posted, as a percent with one decimal (2 of 3: 66.7); nullopt when
// nothing was posted.
std::optional<double> accept_rate(std::int64_t accepted, std::int64_t posted);

}  // namespace analytics
