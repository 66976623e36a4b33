#include "domain/certification.hpp"

#include <cw/errors.hpp>

#include <sodium.h>

#include <cmath>

namespace auth {

AttemptResult score_attempt(const std::vector<int>& correct_options, const std::vector<int>& option_counts,
                            const std::vector<std::int64_t>& answers) {
  if (answers.size() != correct_options.size()) {
    throw cw::invalid("Answer every question: expected " + std::to_string(correct_options.size()) + " answers, got " +
                      std::to_string(answers.size()));
  }
  AttemptResult result;
  result.total = static_cast<int>(correct_options.size());
  for (std::size_t i = 0; i < answers.size(); ++i) {
    if (answers[i] < 0 || answers[i] >= option_counts[i]) {
      throw cw::invalid("Answer " + std::to_string(i + 1) + " is not one of the question's options");
    }
    if (answers[i] == correct_options[i]) ++result.score;
  }
  result.percentage = result.total == 0 ? 0 : static_cast<int>(std::lround(100.0 * result.score / result.total));
  result.passed = result.score * 100 >= kPassPercentage * result.total;
  return result;
}

std::vector<int> draw_questions(std::vector<int> pool, int count) {
  // Fisher-Yates with libsodium's unbiased random numbers, stopped after `count` picks.
  const auto picks = std::min<std::size_t>(pool.size(), static_cast<std::size_t>(std::max(count, 0)));
  for (std::size_t i = 0; i < picks; ++i) {
    auto j = i + randombytes_uniform(static_cast<std::uint32_t>(pool.size() - i));
    std::swap(pool[i], pool[j]);
  }
  pool.resize(picks);
  return pool;
}

}  // namespace auth
