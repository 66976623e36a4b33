#pragma once
// The paid certification tracks' rules (issue 30 item 5): when an attempt may start or be bought, the retake wait,
// renewal, certificate expiry and reminders, and certificate ids. The question draw and the scoring are the general
// test's (domain/certification.hpp). Times are auth's clock (cw::MovableClock in tests).
#include "domain/certification.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace auth {

inline constexpr int kTrackRetakeWaitDays = 7;
inline constexpr int kRenewalWindowDays = 90;
inline constexpr int kFirstReminderDays = 30;
inline constexpr int kLastReminderDays = 7;

inline constexpr std::chrono::hours whole_days(int count) { return std::chrono::hours(24 * count); }

// What an engineer has of one track at a moment.
struct TrackStanding {
  int paid_attempts = 0;                                 // paid, not used yet
  std::optional<Clock::time_point> in_progress_deadline;  // an attempt in progress
  // The end (submission, or deadline when expired) of the last attempt when it did not pass.
  std::optional<Clock::time_point> last_unsuccessful_end;
  std::optional<Clock::time_point> certificate_expires;  // the current (not superseded) certificate, even lapsed
};

// When the wait after an unsuccessful attempt ends, while it lasts (none otherwise).
std::optional<Clock::time_point> next_attempt_at(const TrackStanding& standing, Clock::time_point now);

// Whether a certificate valid until `expires` is still valid at `now`.
inline bool certificate_valid(Clock::time_point expires, Clock::time_point now) { return now < expires; }

// The first moment of a certificate's renewal window.
inline Clock::time_point renewal_opens(Clock::time_point expires) { return expires - whole_days(kRenewalWindowDays); }

// Certified and not yet in the renewal window: neither buying nor starting makes sense.
bool certified_outside_renewal_window(const TrackStanding& standing, Clock::time_point now);

enum class StartDecision {
  resume,            // the attempt in progress (deadline not passed)
  start,             // a paid attempt is used now
  already_certified, // a valid certificate outside the renewal window
  retake_wait,       // the 7 days after an unsuccessful attempt have not passed
  fee_required,      // no paid attempt available
};
// An attempt in progress whose deadline passed counts as none (it is recorded expired first).
StartDecision start_decision(const TrackStanding& standing, Clock::time_point now);

// `mine`'s canStart and canBuy.
inline bool can_start(const TrackStanding& standing, Clock::time_point now) {
  const auto decision = start_decision(standing, now);
  return decision == StartDecision::resume || decision == StartDecision::start;
}
inline bool can_buy(const TrackStanding& standing, Clock::time_point now) {
  return !certified_outside_renewal_window(standing, now);
}

// Whether `score` of `total` reaches a pass mark of `pass_percentage` (a track's own; score_attempt applies the
// general test's).
inline bool passes(int score, int total, int pass_percentage) {
  return total > 0 && score * 100 >= pass_percentage * total;
}

// `time_point` plus whole calendar months (the day clamped to the month's last: Jan 31 + 1 month = Feb 28/29), the
// time of day kept.
Clock::time_point add_months(Clock::time_point time_point, int months);

// A new certificate's expiry: a renewal before the lapse extends the old expiry, otherwise it counts from now.
Clock::time_point new_certificate_expiry(Clock::time_point now, std::optional<Clock::time_point> previous_expires,
                                         int validity_months);

// Which reminder is due for a certificate at `now` (30 or 7 days before expiry, each once), none when neither is. A
// 30-day reminder is never sent with fewer than 7 days left: then only the 7-day one.
std::optional<int> due_reminder(Clock::time_point now, Clock::time_point expires, bool reminded_30, bool reminded_7);

// CW-<code>-<8 Crockford base32 characters from libsodium's random bytes>.
std::string new_certificate_id(const std::string& track_code);
// Whether `id` has the form of a certificate id (a lookup of anything else finds nothing).
bool is_certificate_id(const std::string& id);

}  // namespace auth
