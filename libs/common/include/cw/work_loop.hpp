#pragma once
// A thread that works through what is due, one item a step, until stop() (or destruction): a step that did something
// (true) is followed by the next at once; none due (false) waits `idle`; a step that throws is logged and the next
// comes after `after_error`. The outbox senders (e-mail, webhooks) run on one each.
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace cw {

class WorkLoop {
 public:
  WorkLoop(std::string name, std::chrono::milliseconds idle, std::chrono::milliseconds after_error,
           std::function<bool()> step);
  ~WorkLoop();
  WorkLoop(const WorkLoop&) = delete;
  WorkLoop& operator=(const WorkLoop&) = delete;

  void start();
  void stop();
  // Waits until stop() is called (a step that must not finish before then: a test hook).
  void wait_for_stop();

 private:
  void run();

  std::string name_;
  std::chrono::milliseconds idle_;
  std::chrono::milliseconds after_error_;
  std::function<bool()> step_;
  std::mutex mutex_;
  std::condition_variable wakeup_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace cw
