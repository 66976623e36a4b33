#include <cw/periodic.hpp>

#include <cw/background.hpp>
#include <cw/log.hpp>
#include <cw/random.hpp>
#include <cw/request_context.hpp>

#include <algorithm>
#include <cctype>
#include <exception>

namespace cw {

Periodic::Periodic(std::string name, std::chrono::milliseconds every, std::function<void()> task)
    : Periodic(std::move(name), every, every, std::move(task)) {}

Periodic::Periodic(std::string name, std::chrono::milliseconds first, std::chrono::milliseconds every,
                   std::function<void()> task)
    : name_(std::move(name)), first_(first), every_(every), task_(std::move(task)), thread_([this] { run(); }) {}

std::string Periodic::run_id(const std::string& name) {
  std::string id = name.substr(0, 40);
  std::replace_if(id.begin(), id.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '-');
  return id + "-" + random_hex(8);
}

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
  run_as_background_work();
  std::unique_lock lock(mutex_);
  for (auto wait = first_; !stopped_.wait_for(lock, wait, [this] { return stopping_; }); wait = every_) {
    lock.unlock();
    // Each run is followed like a request: its log lines and the events it writes carry one id.
    ScopedRequestId request_id(run_id(name_));
    try {
      task_();
    } catch (const std::exception& error) {
      log::error(name_ + " failed", {{"error", error.what()}});
    }
    lock.lock();
  }
}

}  // namespace cw
