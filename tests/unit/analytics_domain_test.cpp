#include "domain/admin_metrics.hpp"
#include "domain/marketplace.hpp"
#include "domain/member_analytics.hpp"
#include "domain/page_view.hpp"
#include "domain/platform_figures.hpp"
#include "domain/reporting.hpp"

#include "domain_error.hpp"

#include <cw/errors.hpp>

#include <gtest/gtest.h>

using namespace std::chrono;

namespace {
sys_days on(int y, unsigned m, unsigned d) { return sys_days{year{y} / month{m} / std::chrono::day{d}}; }
}  // namespace

TEST(Reporting, ParsesRealDatesOnly) {
  EXPECT_EQ(analytics::parse_day("2026-02-28"), on(2026, 2, 28));
  EXPECT_EQ(analytics::parse_day("2026-02-28T10:00:00.000Z"), on(2026, 2, 28));
  EXPECT_EQ(analytics::parse_day("2026-02-30"), std::nullopt);
  EXPECT_EQ(analytics::parse_day("2026-2-3"), std::nullopt);
  EXPECT_EQ(analytics::parse_day("yesterday"), std::nullopt);
  EXPECT_EQ(analytics::parse_day("0000-01-01"), std::nullopt);  // PostgreSQL has no year 0
  EXPECT_EQ(analytics::parse_day("0001-01-01"), on(1, 1, 1));
}

TEST(Reporting, RangeDefaultsToTheLast30Days) {
  auto range = analytics::parse_range(std::nullopt, std::nullopt, on(2026, 11, 22));
  EXPECT_EQ(range.end, on(2026, 11, 22));
  EXPECT_EQ(range.start, on(2026, 10, 23));
}

TEST(Reporting, RangeRefusesBackwardsMalformedAndHugeRanges) {
  EXPECT_THROW(analytics::parse_range("2026-11-10", "2026-11-01", on(2026, 11, 22)), cw::DomainError);
  EXPECT_THROW(analytics::parse_range("2026-13-01", std::nullopt, on(2026, 11, 22)), cw::DomainError);
  EXPECT_THROW(analytics::parse_range("2000-01-01", "2026-01-01", on(2026, 11, 22)), cw::DomainError);
  EXPECT_NO_THROW(analytics::parse_range("2026-11-01", "2026-11-01", on(2026, 11, 22)));
}

TEST(Reporting, DaysParameter) {
  EXPECT_EQ(analytics::parse_days(std::nullopt), 30);
  EXPECT_EQ(analytics::parse_days("7"), 7);
  EXPECT_THROW(analytics::parse_days("0"), cw::DomainError);
  EXPECT_THROW(analytics::parse_days("366"), cw::DomainError);
  EXPECT_THROW(analytics::parse_days("-1"), cw::DomainError);
  EXPECT_THROW(analytics::parse_days("ten"), cw::DomainError);
}

TEST(Reporting, FillDaysLeavesNoGaps) {
  std::vector<analytics::DailySignups> recorded = {{"2026-11-02", {3, 2, 1}}};
  auto series = analytics::fill_days(on(2026, 11, 1), on(2026, 11, 3), recorded);
  ASSERT_EQ(series.size(), 3u);
  EXPECT_EQ(series[0].date, "2026-11-01");
  EXPECT_EQ(series[0].counts.total, 0);
  EXPECT_EQ(series[1].counts.total, 3);
  EXPECT_EQ(series[1].counts.engineers, 1);
  EXPECT_EQ(series[2].date, "2026-11-03");
}

TEST(PageViews, OnlyRoutesOfTheAppAreCountedWithoutTheirQuery) {
  using analytics::app_page;
  EXPECT_EQ(app_page("/"), "/");
  EXPECT_EQ(app_page("/project/41?tab=files&email=a@b.c"), "/project/41");
  EXPECT_EQ(app_page("/project/41/payment-live#stage"), "/project/41/payment-live");
  EXPECT_EQ(app_page("/engineers/"), "/engineers");
  EXPECT_EQ(app_page("/certification/success"), "/certification/success");
  EXPECT_EQ(app_page("/certification/tracks/cabinet_vision?paidFrom=0"), "/certification/tracks/cabinet_vision");
  EXPECT_EQ(app_page("/certificates/CW-CV-7K3M9QX2"), "/certificates/CW-CV-7K3M9QX2");
  for (const char* refused : {"", "help", "/etc/passwd", "/project/abc", "/project/", "/project/1/../admin",
                              "/project//1", "/project/12345678901234567890", "/help\n", "/admin/x", "https://x.example/",
                              "/certification/tracks/Mozaik", "/certification/tracks/", "/certificates/cw-cv-1",
                              "/certificates/CW-CV-7K3M9QX2/x", "/certificates/CW-CV-7K3M9QX2-AAAAAAAAAAAAAA"}) {
    EXPECT_EQ(app_page(refused), std::nullopt) << refused;
  }
  EXPECT_EQ(app_page("/" + std::string(2048, 'a')), std::nullopt);
  EXPECT_EQ(app_page("/\xC3\x28"), std::nullopt);  // not UTF-8
}

TEST(PageViews, SessionIdsAreShortTokens) {
  EXPECT_TRUE(analytics::valid_browser_id("0f8fad5b-d9cb_469f"));
  EXPECT_FALSE(analytics::valid_browser_id(""));
  EXPECT_FALSE(analytics::valid_browser_id("a b"));
  EXPECT_FALSE(analytics::valid_browser_id(std::string(129, 'a')));
}

TEST(AdminMetrics, CompletionRateIsARoundedPercentAndZeroWithoutProjects) {
  EXPECT_EQ(analytics::completion_rate(0, 0), 0);
  EXPECT_EQ(analytics::completion_rate(1, 3), 33);
  EXPECT_EQ(analytics::completion_rate(2, 3), 67);
  EXPECT_EQ(analytics::completion_rate(1, 8), 13);  // 12.5 rounds up
  EXPECT_EQ(analytics::completion_rate(5, 5), 100);
}

TEST(Marketplace, AcceptRateIsAPercentWithOneDecimalAndNoneWithoutProjects) {
  EXPECT_EQ(analytics::accept_rate(0, 0), std::nullopt);
  EXPECT_EQ(analytics::accept_rate(0, 4), 0.0);
  EXPECT_EQ(analytics::accept_rate(2, 3), 66.7);
  EXPECT_EQ(analytics::accept_rate(1, 8), 12.5);
  EXPECT_EQ(analytics::accept_rate(3, 3), 100.0);
}

TEST(Marketplace, EveryFactHasTheNameItIsStoredUnder) {
  using analytics::MarketplaceFact;
  EXPECT_EQ(analytics::fact_name(MarketplaceFact::project_posted), "project_posted");
  EXPECT_EQ(analytics::fact_name(MarketplaceFact::bid_placed), "bid_placed");
  EXPECT_EQ(analytics::fact_name(MarketplaceFact::bid_accepted), "bid_accepted");
  EXPECT_EQ(analytics::fact_name(MarketplaceFact::paid_in), "paid_in");
  EXPECT_EQ(analytics::fact_name(MarketplaceFact::released), "released");
  EXPECT_EQ(analytics::fact_name(MarketplaceFact::refunded), "refunded");
}

TEST(AdminMetrics, ApplicationSearchIsTrimmedTextOfAtMost100Characters) {
  using cw::testing::error_of;
  EXPECT_EQ(analytics::application_search(std::nullopt), "");
  EXPECT_EQ(analytics::application_search("   "), "");
  EXPECT_EQ(analytics::application_search("  Ava O'Neil  "), "Ava O'Neil");
  EXPECT_EQ(analytics::application_search("100%_done"), "100%_done");  // matched as text, never as a pattern
  const std::string hundred_letters(100, 'a');
  EXPECT_EQ(analytics::application_search(hundred_letters), hundred_letters);
  std::string hundred_cyrillic;
  for (int i = 0; i < 100; ++i) hundred_cyrillic += "\xd0\x96";  // Ж: 100 characters, 200 bytes
  EXPECT_EQ(analytics::application_search(hundred_cyrillic), hundred_cyrillic);
  EXPECT_STREQ(error_of([&] { analytics::application_search(hundred_letters + "a"); }).what(),
               "search must be at most 100 characters");
  EXPECT_STREQ(error_of([] { analytics::application_search(std::string("ab\0c", 4)); }).what(),
               "search must not contain a null character");
  EXPECT_STREQ(error_of([] { analytics::application_search("\xff\xfe"); }).what(),
               "search must be valid UTF-8 text");
}

TEST(MemberAnalytics, AProfileIsAnEngineersPageOnly) {
  EXPECT_EQ(analytics::profile_engineer("/engineer/12"), 12);
  EXPECT_EQ(analytics::profile_engineer("/engineers"), std::nullopt);
  EXPECT_EQ(analytics::profile_engineer("/engineer/"), std::nullopt);
  EXPECT_EQ(analytics::profile_engineer("/engineer/0"), std::nullopt);
  EXPECT_EQ(analytics::profile_engineer("/engineer/12/x"), std::nullopt);
  EXPECT_EQ(analytics::profile_engineer("/project/12"), std::nullopt);
}

TEST(MemberAnalytics, AViewerIsTheAccountElseTheVisitorElseTheTabAndNeverTheEngineer) {
  EXPECT_EQ(analytics::profile_viewer(7, 9, "tab", std::string("v1")), "user:9");
  EXPECT_EQ(analytics::profile_viewer(7, 7, "tab", std::string("v1")), std::nullopt);
  EXPECT_EQ(analytics::profile_viewer(7, std::nullopt, "tab", std::string("v1")), "visitor:v1");
  EXPECT_EQ(analytics::profile_viewer(7, std::nullopt, "tab", std::nullopt), "session:tab");
}

TEST(MemberAnalytics, BudgetRangesOfTheFormAreRead) {
  auto range = analytics::parse_budget_range("$1,000 - $2,500");
  ASSERT_TRUE(range);
  EXPECT_EQ(range->min_cents, 100000);
  EXPECT_EQ(range->max_cents, 250000);
  auto open = analytics::parse_budget_range("$5,000+");
  ASSERT_TRUE(open);
  EXPECT_EQ(open->min_cents, 500000);
  EXPECT_EQ(open->max_cents, std::nullopt);
  for (auto bad : {"", "cheap", "$ - $1", "$2,500 - $1,000", "1000 - 2500", "$1,000 -"}) {
    EXPECT_EQ(analytics::parse_budget_range(bad), std::nullopt) << bad;
  }
  EXPECT_EQ(analytics::against_budget(99999, *range), analytics::AgainstBudget::below);
  EXPECT_EQ(analytics::against_budget(100000, *range), analytics::AgainstBudget::within);
  EXPECT_EQ(analytics::against_budget(250000, *range), analytics::AgainstBudget::within);
  EXPECT_EQ(analytics::against_budget(250001, *range), analytics::AgainstBudget::above);
  EXPECT_EQ(analytics::against_budget(99'999'999, *open), analytics::AgainstBudget::within);
}

TEST(MemberAnalytics, WinRateAndMedian) {
  EXPECT_EQ(analytics::win_rate(1, 3), 33.3);
  EXPECT_EQ(analytics::win_rate(0, 0), std::nullopt);
  EXPECT_EQ(analytics::median({}), std::nullopt);
  EXPECT_EQ(analytics::median({5, 1, 3}), 3);
  EXPECT_EQ(analytics::median({4, 1, 3, 10}), 3);
}

TEST(MemberAnalytics, SeriesCoverEveryDayAndMonthOfTheRange) {
  const analytics::DateRange range{on(2026, 11, 29), on(2027, 1, 2)};
  EXPECT_EQ(analytics::months_of(range), (std::vector<std::string>{"2026-11", "2026-12", "2027-01"}));
  auto days = analytics::fill_daily({on(2026, 11, 29), on(2026, 12, 1)}, {{"2026-11-30", 2}});
  ASSERT_EQ(days.size(), 3u);
  EXPECT_EQ(days[0].count, 0);
  EXPECT_EQ(days[1].date, "2026-11-30");
  EXPECT_EQ(days[1].count, 2);
  auto months = analytics::fill_monthly(range, {{"2026-12", 500}});
  ASSERT_EQ(months.size(), 3u);
  EXPECT_EQ(months[1].cents, 500);
  EXPECT_EQ(months[2].cents, 0);
}

TEST(MemberAnalytics, HeldMoneyCarriesTheBalanceFromBeforeTheRange) {
  using analytics::MoneyMove;
  const analytics::DateRange range{on(2026, 11, 1), on(2026, 12, 31)};
  auto money = analytics::money_by_month(range, {{"2026-10", MoneyMove::paid, 1000},
                                                 {"2026-11", MoneyMove::paid, 500},
                                                 {"2026-11", MoneyMove::released, 1000},
                                                 {"2026-12", MoneyMove::refunded, 200}});
  ASSERT_EQ(money.size(), 2u);
  EXPECT_EQ(money[0].month, "2026-11");
  EXPECT_EQ(money[0].paid_cents, 500);
  EXPECT_EQ(money[0].released_cents, 1000);
  EXPECT_EQ(money[0].held_cents, 500);
  EXPECT_EQ(money[1].refunded_cents, 200);
  EXPECT_EQ(money[1].held_cents, 300);
}

TEST(MemberAnalytics, RatingsByMonthWithTheAverageSoFar) {
  const analytics::DateRange range{on(2026, 11, 1), on(2027, 1, 31)};
  auto ratings = analytics::ratings_by_month(range, {{"2026-12", 5}, {"2026-10", 4}, {"2026-12", 4}});
  ASSERT_EQ(ratings.size(), 3u);
  EXPECT_EQ(ratings[0].reviews, 0);
  EXPECT_EQ(ratings[0].average, std::nullopt);
  EXPECT_EQ(ratings[0].overall, 4.0);
  EXPECT_EQ(ratings[1].reviews, 2);
  EXPECT_EQ(ratings[1].average, 4.5);
  EXPECT_EQ(ratings[1].overall, 4.33);
  EXPECT_EQ(ratings[2].overall, 4.33);
  EXPECT_EQ(analytics::ratings_by_month(range, {})[2].overall, std::nullopt);
}

TEST(PlatformFigures, AnEmptyPlatformClaimsNothing) {
  const auto figures = analytics::platform_figures({});
  EXPECT_EQ(figures.projects_posted, std::nullopt);
  EXPECT_EQ(figures.verified_engineers, std::nullopt);
  EXPECT_EQ(figures.satisfaction_percent, std::nullopt);
  EXPECT_EQ(figures.median_delivery_days, std::nullopt);
}

TEST(PlatformFigures, CountsRoundDownToTwoSignificantDigits) {
  EXPECT_EQ(analytics::at_least(1), 1);
  EXPECT_EQ(analytics::at_least(7), 7);
  EXPECT_EQ(analytics::at_least(99), 99);
  EXPECT_EQ(analytics::at_least(100), 100);
  EXPECT_EQ(analytics::at_least(127), 120);
  EXPECT_EQ(analytics::at_least(999), 990);
  EXPECT_EQ(analytics::at_least(2537), 2500);
  EXPECT_EQ(analytics::at_least(12345), 12000);
  analytics::PlatformSample sample;
  sample.projects_posted = 129;
  sample.verified_engineers = 3;
  const auto figures = analytics::platform_figures(sample);
  EXPECT_EQ(figures.projects_posted, 120);
  EXPECT_EQ(figures.verified_engineers, 3);
}

TEST(PlatformFigures, SatisfactionNeedsTenReviewsAndRoundsDown) {
  analytics::PlatformSample sample;
  sample.reviews = 9;
  sample.reviews_four_stars_or_more = 9;
  EXPECT_EQ(analytics::platform_figures(sample).satisfaction_percent, std::nullopt);
  sample.reviews = 10;
  EXPECT_EQ(analytics::platform_figures(sample).satisfaction_percent, 90);
  sample.reviews = 151;
  sample.reviews_four_stars_or_more = 149;  // 98.7 %
  EXPECT_EQ(analytics::platform_figures(sample).satisfaction_percent, 98);
  sample.reviews_four_stars_or_more = 0;
  EXPECT_EQ(analytics::platform_figures(sample).satisfaction_percent, 0);
}

TEST(PlatformFigures, DeliveryIsTheMedianOfFiveCompletedProjectsOrMoreInDaysRoundedUp) {
  constexpr std::int64_t day = 86400;
  analytics::PlatformSample sample;
  sample.delivery_seconds = {3 * day, 6 * day + day / 5, 10 * day, day + day / 2};
  EXPECT_EQ(analytics::platform_figures(sample).median_delivery_days, std::nullopt);
  sample.delivery_seconds.push_back(30 * day);
  EXPECT_EQ(analytics::platform_figures(sample).median_delivery_days, 7);  // the median is 6.2 days
  sample.delivery_seconds.push_back(2 * day);  // even: the middle two, 3 and 6.2 days, make 4.6
  EXPECT_EQ(analytics::platform_figures(sample).median_delivery_days, 5);
  sample.delivery_seconds = {0, 60, 3600, 7200, 9000};
  EXPECT_EQ(analytics::platform_figures(sample).median_delivery_days, 1);  // within a day is a day
  sample.delivery_seconds = {0, 0, 0, 0, 0};
  EXPECT_EQ(analytics::platform_figures(sample).median_delivery_days, 1);
}
