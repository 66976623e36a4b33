#include "domain/platform_figures.hpp"

#include "domain/member_analytics.hpp"

#include <algorithm>

namespace analytics {

namespace {

std::optional<std::int64_t> count_figure(std::int64_t count) {
  if (count <= 0) return std::nullopt;
  return at_least(count);
}

}  // namespace

std::int64_t at_least(std::int64_t count) {
  if (count < 100) return count;
  std::int64_t step = 1;
  while (count / step >= 100) step *= 10;
  return count / step * step;
}

PlatformFigures platform_figures(const PlatformSample& sample) {
  PlatformFigures figures;
  figures.projects_posted = count_figure(sample.projects_posted);
  figures.verified_engineers = count_figure(sample.verified_engineers);
  if (sample.reviews >= kMinReviewsForSatisfaction) {
    figures.satisfaction_percent = sample.reviews_four_stars_or_more * 100 / sample.reviews;
  }
  if (sample.delivery_seconds.size() >= kMinCompletedForDelivery) {
    // Whole days rounded up: a project completed within its first day took one day, not zero.
    constexpr std::int64_t kDay = 86400;
    const auto seconds = std::max<std::int64_t>(1, *median(sample.delivery_seconds));
    figures.median_delivery_days = (seconds + kDay - 1) / kDay;
  }
  return figures;
}

}  // namespace analytics
