#include "domain/member_analytics.hpp"

#include "domain/marketplace.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>

namespace analytics {

namespace {

constexpr std::string_view kProfilePrefix = "/engineer/";

// "$1,000" -> 100000 cents; nullopt unless a dollar sign and digits with thousands commas.
std::optional<std::int64_t> dollars_in_cents(std::string_view text) {
  if (text.empty() || text.front() != '$') return std::nullopt;
  text.remove_prefix(1);
  std::int64_t dollars = 0;
  int digits = 0;
  for (char c : text) {
    if (c == ',') continue;
    if (!std::isdigit(static_cast<unsigned char>(c)) || ++digits > 12) return std::nullopt;
    dollars = dollars * 10 + (c - '0');
  }
  if (digits == 0) return std::nullopt;
  return dollars * 100;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

std::optional<double> two_decimals(std::int64_t sum, std::int64_t count) {
  if (count <= 0) return std::nullopt;
  return std::round(static_cast<double>(sum) * 100.0 / static_cast<double>(count)) / 100.0;
}

}  // namespace

std::optional<std::int64_t> profile_engineer(std::string_view page) {
  if (!page.starts_with(kProfilePrefix)) return std::nullopt;
  page.remove_prefix(kProfilePrefix.size());
  if (page.empty() || page.size() > 18) return std::nullopt;
  std::int64_t id = 0;
  for (char c : page) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    id = id * 10 + (c - '0');
  }
  if (id <= 0) return std::nullopt;
  return id;
}

std::optional<std::string> profile_viewer(std::int64_t engineer_id, std::optional<std::int64_t> signed_in_user,
                                          const std::string& session_id, const std::optional<std::string>& visitor_id) {
  if (signed_in_user) {
    if (*signed_in_user == engineer_id) return std::nullopt;
    return "user:" + std::to_string(*signed_in_user);
  }
  if (visitor_id) return "visitor:" + *visitor_id;
  return "session:" + session_id;
}

std::optional<BudgetRange> parse_budget_range(std::string_view text) {
  text = trimmed(text);
  if (text.ends_with('+')) {
    auto min = dollars_in_cents(trimmed(text.substr(0, text.size() - 1)));
    if (!min) return std::nullopt;
    return BudgetRange{*min, std::nullopt};
  }
  const auto dash = text.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  auto min = dollars_in_cents(trimmed(text.substr(0, dash)));
  auto max = dollars_in_cents(trimmed(text.substr(dash + 1)));
  if (!min || !max || *max < *min) return std::nullopt;
  return BudgetRange{*min, *max};
}

AgainstBudget against_budget(std::int64_t amount_cents, const BudgetRange& budget) {
  if (amount_cents < budget.min_cents) return AgainstBudget::below;
  if (budget.max_cents && amount_cents > *budget.max_cents) return AgainstBudget::above;
  return AgainstBudget::within;
}

std::optional<double> win_rate(std::int64_t won, std::int64_t placed) { return accept_rate(won, placed); }

std::optional<std::int64_t> median(std::vector<std::int64_t> values) {
  if (values.empty()) return std::nullopt;
  std::sort(values.begin(), values.end());
  const auto middle = values.size() / 2;
  if (values.size() % 2 == 1) return values[middle];
  return values[middle - 1] + (values[middle] - values[middle - 1]) / 2;
}

std::vector<std::string> months_of(const DateRange& range) {
  using namespace std::chrono;
  std::vector<std::string> months;
  const year_month last = year_month_day{range.end}.year() / year_month_day{range.end}.month();
  for (year_month month = year_month_day{range.start}.year() / year_month_day{range.start}.month(); month <= last;
       month += std::chrono::months{1}) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u", static_cast<int>(month.year()),
                  static_cast<unsigned>(month.month()));
    months.emplace_back(buffer);
  }
  return months;
}

std::vector<DailyCount> fill_daily(const DateRange& range, const std::vector<DailyCount>& recorded) {
  std::map<std::string, std::int64_t> by_date;
  for (const auto& entry : recorded) by_date[entry.date] += entry.count;
  std::vector<DailyCount> series;
  for (auto day = range.start; day <= range.end; day += std::chrono::days{1}) {
    auto date = format_day(day);
    auto found = by_date.find(date);
    series.push_back({date, found == by_date.end() ? 0 : found->second});
  }
  return series;
}

std::vector<MonthlyAmount> fill_monthly(const DateRange& range, const std::vector<MonthlyAmount>& recorded) {
  std::map<std::string, std::int64_t> by_month;
  for (const auto& entry : recorded) by_month[entry.month] += entry.cents;
  std::vector<MonthlyAmount> series;
  for (auto& month : months_of(range)) {
    auto found = by_month.find(month);
    series.push_back({month, found == by_month.end() ? 0 : found->second});
  }
  return series;
}

std::vector<MonthlyMoney> money_by_month(const DateRange& range, const std::vector<MoneyRecord>& records) {
  auto months = months_of(range);
  std::int64_t opening = 0;
  std::map<std::string, MonthlyMoney> by_month;
  for (const auto& record : records) {
    const auto signed_cents = record.move == MoneyMove::paid ? record.cents : -record.cents;
    if (record.month < months.front()) {
      opening += signed_cents;
      continue;
    }
    auto& month = by_month[record.month];
    if (record.move == MoneyMove::paid) month.paid_cents += record.cents;
    if (record.move == MoneyMove::released) month.released_cents += record.cents;
    if (record.move == MoneyMove::refunded) month.refunded_cents += record.cents;
  }
  std::vector<MonthlyMoney> series;
  std::int64_t held = opening;
  for (auto& month : months) {
    MonthlyMoney entry = by_month[month];
    entry.month = month;
    held += entry.paid_cents - entry.released_cents - entry.refunded_cents;
    entry.held_cents = held;
    series.push_back(entry);
  }
  return series;
}

std::vector<MonthlyRating> ratings_by_month(const DateRange& range, const std::vector<Review>& reviews) {
  auto months = months_of(range);
  struct Sum {
    std::int64_t count = 0;
    std::int64_t total = 0;
  };
  Sum before;
  std::map<std::string, Sum> by_month;
  for (const auto& review : reviews) {
    auto& sum = review.month < months.front() ? before : by_month[review.month];
    ++sum.count;
    sum.total += review.rating;
  }
  std::vector<MonthlyRating> series;
  Sum overall = before;
  for (auto& month : months) {
    const Sum here = by_month[month];
    overall.count += here.count;
    overall.total += here.total;
    series.push_back({month, here.count, two_decimals(here.total, here.count), two_decimals(overall.total, overall.count)});
  }
  return series;
}

}  // namespace analytics
