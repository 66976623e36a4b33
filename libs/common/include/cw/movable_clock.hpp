#pragma once
// The time a service's rules see (periods, deadlines, sweeps). Real time, unless the service runs with its test-clock
// switch on (BILLING_TEST_CLOCK=1, PROJECTS_TEST_CLOCK=1): then tests may move it forward (POST /internal/clock on the
// service's own port, which nginx does not route) to see a week pass in a second. Per process.
#include <atomic>
#include <chrono>
#include <cstdint>

namespace cw {

namespace http {
class Server;
}

class MovableClock {
 public:
  using Clock = std::chrono::system_clock;

  explicit MovableClock(bool movable) : movable_(movable) {}
  Clock::time_point now() const { return Clock::now() + std::chrono::milliseconds(offset_ms_.load()); }
  bool movable() const { return movable_; }
  // Moves the clock forward (only a movable clock; returns false otherwise).
  bool advance(std::chrono::seconds by) {
    if (!movable_ || by.count() < 0) return false;
    offset_ms_ += std::chrono::duration_cast<std::chrono::milliseconds>(by).count();
    return true;
  }

 private:
  bool movable_;
  std::atomic<std::int64_t> offset_ms_{0};
};

// POST /internal/clock {"advanceSeconds": n} (0 to ten years) moves a movable clock forward and answers {"now"};
// nothing is added for a clock that is not movable.
void add_clock_route(http::Server& server, MovableClock& clock);

}  // namespace cw
