#pragma once
// Slowing down password guessing for one username: failures are counted over a window; from the fifth on, the
// username is locked for a time that doubles with each further failure, up to the window itself.
#include <chrono>

namespace auth {

inline constexpr int kFreeLoginFailures = 5;
inline constexpr std::chrono::seconds kLoginFailureWindow{15 * 60};

// How long a username stays locked after its n-th failure in the window (0: not locked).
constexpr std::chrono::seconds lockout_after_failures(int failures) {
  if (failures < kFreeLoginFailures) return std::chrono::seconds(0);
  const int doublings = failures - kFreeLoginFailures;
  const long long seconds = doublings >= 5 ? kLoginFailureWindow.count() : 30LL << doublings;
  return std::chrono::seconds(seconds < kLoginFailureWindow.count() ? seconds : kLoginFailureWindow.count());
}

}  // namespace auth
