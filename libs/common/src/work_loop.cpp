#include <cw/background.hpp>
#include <cw/log.hpp>
#include <cw/work_loop.hpp>

namespace cw {

WorkLoop::WorkLoop(std::string name, std::chrono::milliseconds idle, std::chrono::milliseconds after_error,
                   std::function<bool()> step)
    : name_(std::move(name)), idle_(idle), after_error_(after_error), step_(std::move(step)) {}

WorkLoop::~WorkLoop() { stop(); }

void WorkLoop::start() {
  thread_ = std::thread([this] {
    run_as_background_work();
    run();
  });
}

void WorkLoop::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wakeup_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void WorkLoop::wait_for_stop() {
  std::unique_lock lock(mutex_);
  wakeup_.wait(lock, [this] { return stopping_; });
}

void WorkLoop::run() {
  for (;;) {
    auto pause = std::chrono::milliseconds(0);
    try {
      if (!step_()) pause = idle_;
    } catch (const std::exception& e) {
      log::warn(name_ + ": attempt failed", {{"error", e.what()}});
      pause = after_error_;
    }
    std::unique_lock lock(mutex_);
    if (stopping_ || wakeup_.wait_for(lock, pause, [this] { return stopping_; })) return;
  }
}

}  // namespace cw
