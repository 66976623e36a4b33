#include <cw/periodic.hpp>

#include <cw/log.hpp>

#include <exception>

namespace cw {

Periodic::Periodic(std::string name, std::chrono::milliseconds every, std::function<void()> task)
    : name_(std::move(name)), every_(every), task_(std::move(task)), thread_([this] { run(); }) {}

Periodic::~Periodic() { stop(); }

void Periodic::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  stopped_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void Periodic::run() {
  std::unique_lock lock(mutex_);
  while (!stopped_.wait_for(lock, every_, [this] { return stopping_; })) {
    lock.unlock();
    try {
      task_();
    } catch (const std::exception& error) {
      log::error(name_ + " failed", {{"error", error.what()}});
    }
    lock.lock();
  }
}

}  // namespace cw
