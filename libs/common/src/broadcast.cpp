#include <cw/broadcast.hpp>
#include <cw/log.hpp>
#include <cw/random.hpp>

namespace cw {

Broadcast::Broadcast(redis::Pool& redis, std::string channel, std::function<void()> on_change)
    : redis_(redis),
      channel_(channel),
      self_(random_hex()),
      on_change_(std::move(on_change)),
      subscriber_(redis, std::move(channel), "broadcast",
                  {[this] { on_change_(); },
                   [this](const std::string& sender) {
                     if (sender != self_) on_change_();
                   },
                   [this] { on_change_(); }}) {}

void Broadcast::tell_others() {
  try {
    redis_.command({"PUBLISH", channel_, self_});
  } catch (const std::exception& e) {
    log::warn("broadcast failed", {{"channel", channel_}, {"error", e.what()}});
  }
}

}  // namespace cw
