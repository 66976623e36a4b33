#include "domain/reporting.hpp"

#include <cw/errors.hpp>
#include <cw/params.hpp>

#include <algorithm>
#include <cstdio>
#include <map>

namespace analytics {

void require_admin(const cw::Caller& caller) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can see analytics");
}

std::chrono::sys_days today() { return std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()); }


using namespace std::chrono;

std::optional<sys_days> parse_day(const std::string& text) {
  if (text.size() < 10) return std::nullopt;
  for (std::size_t i = 0; i < 10; ++i) {
    bool dash = i == 4 || i == 7;
    if (dash ? text[i] != '-' : (text[i] < '0' || text[i] > '9')) return std::nullopt;
  }
  if (text.size() > 10 && text[10] != 'T') return std::nullopt;
  year_month_day ymd{year{std::stoi(text.substr(0, 4))}, month{static_cast<unsigned>(std::stoi(text.substr(5, 2)))},
                     day{static_cast<unsigned>(std::stoi(text.substr(8, 2)))}};
  if (!ymd.ok() || ymd.year() < kFirstYear) return std::nullopt;
  return sys_days{ymd};
}

std::string format_day(sys_days value) {
  year_month_day ymd{value};
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buffer;
}

DateRange parse_range(const std::optional<std::string>& start, const std::optional<std::string>& end, sys_days today) {
  auto read = [](const std::optional<std::string>& text, const char* name) -> std::optional<sys_days> {
    if (!text || text->empty()) return std::nullopt;
    auto day = parse_day(*text);
    if (!day) throw cw::invalid(std::string(name) + " must be a date like 2026-01-31");
    return day;
  };
  auto last = read(end, "end").value_or(today);
  auto first = read(start, "start").value_or(std::max(last - days{kDefaultRangeDays}, sys_days{kFirstYear / 1 / 1}));
  if (first > last) throw cw::invalid("start must not be after end");
  if ((last - first).count() > kMaxRangeDays) throw cw::invalid("The date range is limited to a year");
  return {first, last};
}

int parse_days(const std::optional<std::string>& text) {
  return cw::fields::whole_number_param(text, "days", kDefaultRangeDays, kMaxDays);
}

std::vector<DailySignups> fill_days(sys_days first, sys_days last, const std::vector<DailySignups>& recorded) {
  std::map<std::string, SignupCounts> by_date;
  for (const auto& entry : recorded) by_date[entry.date] = entry.counts;
  std::vector<DailySignups> series;
  for (auto day = first; day <= last; day += days{1}) {
    auto date = format_day(day);
    auto found = by_date.find(date);
    series.push_back({date, found == by_date.end() ? SignupCounts{} : found->second});
  }
  return series;
}

}  // namespace analytics
