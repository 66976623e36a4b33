#pragma once
// A member's own figures (GET /api/my-analytics): who counts as a profile's viewer, budgets read from the posting
// form's ranges, and the series by day and by month the screen draws. No I/O here.
#include "domain/reporting.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace analytics {

// The engineer whose profile a counted page is ("/engineer/12" -> 12); nullopt for any other page.
std::optional<std::int64_t> profile_engineer(std::string_view page);

// The viewer of an engineer's profile as profile_views keeps it: "user:<id>" for a member signed in, else
// "visitor:<id>", else "session:<id>"; nullopt when the engineer looks at their own profile (not a view).
std::optional<std::string> profile_viewer(std::int64_t engineer_id, std::optional<std::int64_t> signed_in_user,
                                          const std::string& session_id, const std::optional<std::string>& visitor_id);

// A budget range of the posting form: "$1,000 - $2,500" (both ends), "$5,000+" (no upper end).
struct BudgetRange {
  std::int64_t min_cents = 0;
  std::optional<std::int64_t> max_cents;
};
std::optional<BudgetRange> parse_budget_range(std::string_view text);

// Where a bid falls against the project's budget range (its ends inclusive).
enum class AgainstBudget { below, within, above };
AgainstBudget against_budget(std::int64_t amount_cents, const BudgetRange& budget);

// Bids won over bids placed, as a percent with one decimal; nullopt when none was placed.
std::optional<double> win_rate(std::int64_t won, std::int64_t placed);

// The middle value (the lower of the two middle ones' mean, rounded down, for an even count); nullopt for none.
std::optional<std::int64_t> median(std::vector<std::int64_t> values);

// Every month the range touches, "YYYY-MM", first to last.
std::vector<std::string> months_of(const DateRange& range);

struct DailyCount {
  std::string date;  // YYYY-MM-DD
  std::int64_t count = 0;
};
// One entry per day of the range, zero where nothing was recorded.
std::vector<DailyCount> fill_daily(const DateRange& range, const std::vector<DailyCount>& recorded);

struct MonthlyAmount {
  std::string month;  // YYYY-MM
  std::int64_t cents = 0;
};
// One entry per month of the range, zero where nothing was recorded.
std::vector<MonthlyAmount> fill_monthly(const DateRange& range, const std::vector<MonthlyAmount>& recorded);

// A client's stage money by month: paid into escrow, released to engineers, refunded to them, and what is still held
// at the month's end (everything paid up to then less what was released or refunded).
enum class MoneyMove { paid, released, refunded };
struct MoneyRecord {
  std::string month;  // YYYY-MM
  MoneyMove move = MoneyMove::paid;
  std::int64_t cents = 0;
};
struct MonthlyMoney {
  std::string month;
  std::int64_t paid_cents = 0;
  std::int64_t released_cents = 0;
  std::int64_t refunded_cents = 0;
  std::int64_t held_cents = 0;
};
// From every record up to the range's end (those before it give the opening balance), one entry per month of the
// range.
std::vector<MonthlyMoney> money_by_month(const DateRange& range, const std::vector<MoneyRecord>& records);

struct Review {
  std::string month;  // YYYY-MM it was posted
  int rating = 0;     // 1 to 5
};
struct MonthlyRating {
  std::string month;
  std::int64_t reviews = 0;             // received that month
  std::optional<double> average;        // of that month's, two decimals; nullopt without any
  std::optional<double> overall;        // of every review up to the month's end; nullopt before the first
};
// From every review up to the range's end, in any order, one entry per month of the range.
std::vector<MonthlyRating> ratings_by_month(const DateRange& range, const std::vector<Review>& reviews);

}  // namespace analytics
