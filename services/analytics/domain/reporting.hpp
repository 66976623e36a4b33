#pragma once
// Reporting rules: date ranges from the admin's pickers and day-by-day series without gaps.
#include <cw/caller.hpp>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace analytics {

inline constexpr int kDefaultRangeDays = 30;
inline constexpr int kMaxDays = 365;  // daily-signups
// The first year a date may name: PostgreSQL has no year 0 (it refuses 0000-01-01).
inline constexpr std::chrono::year kFirstYear{1};
inline constexpr int kMaxRangeDays = 366;  // a year, a leap one too

// Analytics are for admins: forbidden("Only admins can see analytics") for anyone else.
void require_admin(const cw::Caller& caller);

// Today, UTC.
std::chrono::sys_days today();

struct DateRange {
  std::chrono::sys_days start;  // inclusive
  std::chrono::sys_days end;    // inclusive
};

// "YYYY-MM-DD" (or an ISO timestamp starting with it) to a day; nullopt when it is not a real date.
std::optional<std::chrono::sys_days> parse_day(const std::string& text);
std::string format_day(std::chrono::sys_days day);

// The range the admin asked for; a missing end is today, a missing start is 30 days before the end.
// Throws cw::DomainError(invalid) for malformed dates, a start after the end, or a range over a year.
DateRange parse_range(const std::optional<std::string>& start, const std::optional<std::string>& end,
                      std::chrono::sys_days today);

// Throws invalid unless 1 <= days <= 365; a missing value is 30.
int parse_days(const std::optional<std::string>& days);

struct SignupCounts {
  std::int64_t total = 0;
  std::int64_t clients = 0;
  std::int64_t engineers = 0;
};

struct DailySignups {
  std::string date;
  SignupCounts counts;
};

// One entry per day from first to last inclusive, zero where no signups were recorded.
std::vector<DailySignups> fill_days(std::chrono::sys_days first, std::chrono::sys_days last,
                                    const std::vector<DailySignups>& recorded);

}  // namespace analytics
