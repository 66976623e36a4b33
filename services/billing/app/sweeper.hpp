#pragma once
// Runs the end-of-period sweep every BILLING_SWEEP_SECONDS on a thread of its own. Several instances may sweep at
// once: each subscription is changed under its row lock, after checking again that its period ended.
#include "app/subscriptions.hpp"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace billing {

class Sweeper {
 public:
  Sweeper(Subscriptions& subscriptions, std::chrono::seconds every);
  ~Sweeper();
  Sweeper(const Sweeper&) = delete;
  Sweeper& operator=(const Sweeper&) = delete;
  void stop();

 private:
  void run();

  Subscriptions& subscriptions_;
  std::chrono::seconds every_;
  std::mutex mutex_;
  std::condition_variable stopped_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace billing
