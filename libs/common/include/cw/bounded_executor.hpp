#pragma once
// A fixed set of worker threads with a bounded queue, for CPU-heavy work (password hashing) that must not take
// every core: when the queue is full the caller is refused at once (429) instead of waiting behind a storm.
#include <cw/errors.hpp>

#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

namespace cw {

class BoundedExecutor {
 public:
  // niceness > 0 lowers the workers' CPU priority (Linux nice is per thread), so a burst of this work slows
  // itself down rather than every other request of the process.
  BoundedExecutor(int threads, int max_queued, int niceness = 0);
  ~BoundedExecutor();
  BoundedExecutor(const BoundedExecutor&) = delete;
  BoundedExecutor& operator=(const BoundedExecutor&) = delete;

  // Runs fn on a worker and waits for its result; throws rate_limited when too much work is already queued.
  template <typename Fn>
  auto run(Fn fn) -> decltype(fn()) {
    auto task = std::make_shared<std::packaged_task<decltype(fn())()>>(std::move(fn));
    auto result = task->get_future();
    enqueue([task] { (*task)(); });
    return result.get();
  }

  // Jobs waiting for a worker.
  std::size_t queued();
  // Throws the same rate_limited error as run() would when the queue is full, so callers can refuse before doing
  // any other work for a request that would be refused anyway.
  void refuse_if_saturated();

 private:
  void enqueue(std::function<void()> job);
  void work(int niceness);

  std::size_t max_queued_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> queue_;
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace cw
