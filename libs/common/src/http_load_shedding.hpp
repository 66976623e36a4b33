#pragma once
// Load shedding (ServerOptions: max_waiting_for_worker, max_worker_wait, max_event_loop_lag): past what the service
// can serve, a request is refused at once with 503 rather than queued behind the others. Here: how far behind the
// event loop is, the refusal itself, and its log line.
#include "http_routes.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>

namespace cw::http::detail {

// How far behind the event loop is: a probe posted to it measures how long the work queued ahead of it took to run
// (the rest of the ready connections). One at a time, posted as requests arrive, so an idle loop is never woken for
// it. The server posts the probe (probe_due, then probed on the loop).
class EventLoopLag {
 public:
  using Clock = std::chrono::steady_clock;
  explicit EventLoopLag(Clock::duration max_lag) : max_lag_(max_lag) {}

  // True when a probe should be posted now: none is pending.
  bool probe_due() { return !probe_pending_.exchange(true); }
  // Run by the probe on the loop, given when it was posted.
  void probed(Clock::time_point posted);
  // The loop's lag when it has stayed behind max_lag for at least as long again, else zero: one pause of the thread
  // (the machine busy elsewhere for a moment) refuses nobody, a loop that cannot catch up does. Only a fresh measure
  // counts (taken within the lag it found): under load probes follow each other, while a request after a quiet
  // spell must not be refused for a pause long over.
  Clock::duration behind() const;

 private:
  static constexpr Clock::time_point kNotBehind{};
  const Clock::duration max_lag_;
  std::atomic<bool> probe_pending_{false};
  std::atomic<Clock::duration> lag_{};
  std::atomic<Clock::time_point> behind_since_{kNotBehind};
  std::atomic<Clock::time_point> probed_at_{};
};

// One warning a second at most while requests are refused, with how many were since the last one: a log line per
// refusal would cost the very time shedding saves.
class ShedLog {
 public:
  void refused(const Route& route, const char* why, std::chrono::steady_clock::duration waited);

 private:
  std::atomic<std::int64_t> unlogged_{0};
  std::atomic<std::chrono::steady_clock::rep> last_logged_{std::numeric_limits<std::chrono::steady_clock::rep>::min() / 2};
};

// The 503 of a request refused under overload: counted (as answered, and as shed), logged once a second at most.
Response refuse(const Request& request, const Route& route, const char* why, std::chrono::steady_clock::duration waited,
                ShedLog& shed_log);

}  // namespace cw::http::detail
