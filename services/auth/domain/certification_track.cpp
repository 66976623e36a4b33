#include "domain/certification_track.hpp"

#include <sodium.h>

#include <algorithm>

namespace auth {

namespace {
constexpr const char* kCrockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::size_t kIdRandomCharacters = 8;
}  // namespace

std::optional<Clock::time_point> next_attempt_at(const TrackStanding& standing, Clock::time_point now) {
  if (!standing.last_unsuccessful_end) return std::nullopt;
  const auto allowed = *standing.last_unsuccessful_end + whole_days(kTrackRetakeWaitDays);
  if (now >= allowed) return std::nullopt;
  return allowed;
}

bool certified_outside_renewal_window(const TrackStanding& standing, Clock::time_point now) {
  return standing.certificate_expires && certificate_valid(*standing.certificate_expires, now) &&
         now < renewal_opens(*standing.certificate_expires);
}

StartDecision start_decision(const TrackStanding& standing, Clock::time_point now) {
  if (standing.in_progress_deadline && resumable(now, *standing.in_progress_deadline)) return StartDecision::resume;
  if (certified_outside_renewal_window(standing, now)) return StartDecision::already_certified;
  if (next_attempt_at(standing, now)) return StartDecision::retake_wait;
  if (standing.paid_attempts <= 0) return StartDecision::fee_required;
  return StartDecision::start;
}

Clock::time_point add_months(Clock::time_point time_point, int months) {
  using namespace std::chrono;
  const auto day = floor<std::chrono::days>(time_point);
  const auto time_of_day = time_point - day;
  const year_month_day date{day};
  auto shifted = year_month{date.year(), date.month()} + std::chrono::months(months);
  const auto last = year_month_day_last{shifted.year(), month_day_last{shifted.month()}}.day();
  const year_month_day result{shifted.year(), shifted.month(), std::min(date.day(), last)};
  return sys_days{result} + time_of_day;
}

Clock::time_point new_certificate_expiry(Clock::time_point now, std::optional<Clock::time_point> previous_expires,
                                         int validity_months) {
  if (previous_expires && certificate_valid(*previous_expires, now)) {
    return add_months(*previous_expires, validity_months);
  }
  return add_months(now, validity_months);
}

std::optional<int> due_reminder(Clock::time_point now, Clock::time_point expires, bool reminded_30, bool reminded_7) {
  if (!certificate_valid(expires, now)) return std::nullopt;
  const auto left = expires - now;
  if (left <= whole_days(kLastReminderDays)) {
    if (!reminded_7) return kLastReminderDays;
    return std::nullopt;
  }
  if (left <= whole_days(kFirstReminderDays) && !reminded_30) return kFirstReminderDays;
  return std::nullopt;
}

std::string new_certificate_id(const std::string& track_code) {
  std::string id = "CW-" + track_code + "-";
  for (std::size_t i = 0; i < kIdRandomCharacters; ++i) id += kCrockford[randombytes_uniform(32)];
  return id;
}

bool is_certificate_id(const std::string& id) {
  // CW-, a code of 2 or 3 capitals, -, 8 Crockford characters.
  if (id.size() < 3 + 2 + 1 + kIdRandomCharacters || id.size() > 3 + 3 + 1 + kIdRandomCharacters) return false;
  if (id.compare(0, 3, "CW-") != 0) return false;
  const auto dash = id.find('-', 3);
  if (dash == std::string::npos || dash < 5 || dash > 6) return false;
  for (std::size_t i = 3; i < dash; ++i) {
    if (id[i] < 'A' || id[i] > 'Z') return false;
  }
  if (id.size() - dash - 1 != kIdRandomCharacters) return false;
  const std::string alphabet = kCrockford;
  return std::all_of(id.begin() + static_cast<std::ptrdiff_t>(dash) + 1, id.end(),
                     [&](char c) { return alphabet.find(c) != std::string::npos; });
}

}  // namespace auth
