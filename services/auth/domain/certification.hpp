#pragma once
// The certification test's rules: 10 questions drawn at random, 30 minutes, 80 % to pass, 7 days between attempts
// after a failure. Scoring happens here, on the server, against the attempt's own questions.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace auth {

inline constexpr int kQuestionsPerAttempt = 10;
inline constexpr int kPassPercentage = 80;
inline constexpr std::chrono::minutes kTimeLimit{30};
// Answers in flight when the clock runs out still count: the browser submits at zero.
inline constexpr std::chrono::seconds kSubmissionGrace{15};
inline constexpr std::chrono::hours kRetakeWait{24 * 7};

struct AttemptResult {
  int score = 0;
  int total = 0;
  int percentage = 0;
  bool passed = false;
};

// Throws cw::DomainError(invalid) unless there is one answer per question, each a valid option index.
AttemptResult score_attempt(const std::vector<int>& correct_options, const std::vector<int>& option_counts,
                            const std::vector<std::int64_t>& answers);

// `count` distinct items of `pool`, in random order (all of them, shuffled, when the pool is smaller).
std::vector<int> draw_questions(std::vector<int> pool, int count);

using Clock = std::chrono::system_clock;

// When a failed attempt that ended at `failed_at` allows the next one.
inline Clock::time_point retake_allowed_at(Clock::time_point failed_at) { return failed_at + kRetakeWait; }

// Whether answers arriving at `now` still count for an attempt due at `deadline`.
inline bool answers_in_time(Clock::time_point now, Clock::time_point deadline) {
  return now <= deadline + kSubmissionGrace;
}

// Whether an attempt started earlier can be resumed at `now` (no grace: a resumed test needs time left).
inline bool resumable(Clock::time_point now, Clock::time_point deadline) { return now <= deadline; }

}  // namespace auth
