#pragma once
// The public "CabinetWorks in Numbers" (GET /api/platform-figures, issue 30 item 1): what the platform can honestly
// say of itself, from analytics' own projection. No I/O here.
#include <cstdint>
#include <optional>
#include <vector>

namespace analytics {

// Below these samples a share or a median means nothing: the figure is left out.
constexpr std::int64_t kMinReviewsForSatisfaction = 10;
constexpr std::size_t kMinCompletedForDelivery = 5;

// What the figures are made of, as counted.
struct PlatformSample {
  std::int64_t projects_posted = 0;
  std::int64_t verified_engineers = 0;
  std::int64_t reviews = 0;
  std::int64_t reviews_four_stars_or_more = 0;
  // Of each completed project, the seconds from the accepted bid to the completion.
  std::vector<std::int64_t> delivery_seconds;
};

// What the page may claim; nullopt when there is too little to claim anything.
struct PlatformFigures {
  std::optional<std::int64_t> projects_posted;          // at least this many ("120+")
  std::optional<std::int64_t> verified_engineers;       // at least this many
  std::optional<std::int64_t> satisfaction_percent;     // reviews of 4 stars or more, percent rounded down
  std::optional<std::int64_t> median_delivery_days;     // median days, rounded up (never faster than it was)
};

// A count rounded down to two significant digits, so that "n+" is true: 7 -> 7, 99 -> 99, 127 -> 120,
// 2537 -> 2500, 12345 -> 12000.
std::int64_t at_least(std::int64_t count);

PlatformFigures platform_figures(const PlatformSample& sample);

}  // namespace analytics
