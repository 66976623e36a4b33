#include "realtime/chat_timing.hpp"

#include <cw/metrics.hpp>

#include <array>

namespace messaging::realtime {

namespace {

// 0.1 ms to 1 s: the stages of a message that should take a few milliseconds in all.
const std::vector<double> kStageBounds = {0.0001, 0.00025, 0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01,
                                          0.015,  0.02,    0.03,   0.05,  0.075, 0.1,   0.25,  0.5,    1};

struct ChatTimingMetrics {
  std::array<cw::metrics::Histogram*, 6> stages{};
  cw::metrics::Histogram* batch = nullptr;

  ChatTimingMetrics() {
    auto& family = cw::metrics::registry().histogram(
        "cw_chat_stage_seconds", "Time a chat message spends in each stage inside messaging", {"stage"},
        kStageBounds);
    const std::array<const char*, 6> names = {"queue", "store", "publish", "redis", "hand", "write"};
    for (std::size_t i = 0; i < names.size(); ++i) stages[i] = &family.with({names[i]});
    batch = &cw::metrics::registry()
                 .histogram("cw_chat_writer_batch_messages", "Messages in each batch of the chat writer", {},
                            {1, 2, 3, 5, 10, 20, 50, 100, 200, 500})
                 .with({});
  }
};

ChatTimingMetrics& chat_timing_metrics() {
  static ChatTimingMetrics the_metrics;
  return the_metrics;
}

}  // namespace

void observe_stage_seconds(ChatStage stage, double seconds) {
  chat_timing_metrics().stages[static_cast<std::size_t>(stage)]->observe(seconds < 0 ? 0 : seconds);
}

void observe_stage(ChatStage stage, std::chrono::steady_clock::duration elapsed) {
  observe_stage_seconds(stage, std::chrono::duration<double>(elapsed).count());
}

void observe_stage(ChatStage stage, std::chrono::steady_clock::duration elapsed, std::size_t count) {
  const auto seconds = std::chrono::duration<double>(elapsed).count();
  for (std::size_t i = 0; i < count; ++i) observe_stage_seconds(stage, seconds);
}

void observe_writer_batch(std::size_t messages) {
  chat_timing_metrics().batch->observe(static_cast<double>(messages));
}

std::int64_t wall_clock_us() {
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace messaging::realtime
