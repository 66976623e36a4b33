#include "app/sweeper.hpp"

#include <cw/log.hpp>

namespace billing {

Sweeper::Sweeper(Subscriptions& subscriptions, std::chrono::seconds every)
    : subscriptions_(subscriptions), every_(every), thread_([this] { run(); }) {}

Sweeper::~Sweeper() { stop(); }

void Sweeper::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  stopped_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void Sweeper::run() {
  std::unique_lock lock(mutex_);
  while (!stopped_.wait_for(lock, every_, [this] { return stopping_; })) {
    lock.unlock();
    try {
      if (auto changed = subscriptions_.sweep(); changed > 0) {
        cw::log::info("sweep: subscriptions whose period ended were changed", {{"changed", changed}});
      }
    } catch (const std::exception& error) {
      cw::log::warn("sweep failed; the next one tries again", {{"error", error.what()}});
    }
    lock.lock();
  }
}

}  // namespace billing
