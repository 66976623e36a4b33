#include <cw/bounded_executor.hpp>

#include <sys/resource.h>
#include <unistd.h>

namespace cw {

BoundedExecutor::BoundedExecutor(int threads, int max_queued, int niceness)
    : max_queued_(static_cast<std::size_t>(max_queued)) {
  for (int i = 0; i < threads; ++i) workers_.emplace_back([this, niceness] { work(niceness); });
}

BoundedExecutor::~BoundedExecutor() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  ready_.notify_all();
  for (auto& worker : workers_) worker.join();
}

namespace {
DomainError busy() { return rate_limited("The server is busy right now. Please try again in a moment.", 1); }
}  // namespace

void BoundedExecutor::refuse_if_saturated() {
  std::lock_guard lock(mutex_);
  if (queue_.size() >= max_queued_) throw busy();
}

void BoundedExecutor::enqueue(std::function<void()> job) {
  {
    std::lock_guard lock(mutex_);
    if (queue_.size() >= max_queued_) throw busy();
    queue_.push_back(std::move(job));
  }
  ready_.notify_one();
}

std::size_t BoundedExecutor::queued() {
  std::lock_guard lock(mutex_);
  return queue_.size();
}

void BoundedExecutor::work(int niceness) {
  if (niceness > 0) setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), niceness);
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and everything queued is done
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    job();
  }
}

}  // namespace cw
