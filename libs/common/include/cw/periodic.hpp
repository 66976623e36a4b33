#pragma once
// A task run every so often on a thread of its own until stop() (or destruction): a sweep that finds what is due.
// A run that throws is logged and the next run comes all the same.
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace cw {

class Periodic {
 public:
  // The first run comes `first` after the start (by default `every`), then one every `every`.
  Periodic(std::string name, std::chrono::milliseconds every, std::function<void()> task);
  Periodic(std::string name, std::chrono::milliseconds first, std::chrono::milliseconds every,
           std::function<void()> task);
  ~Periodic();
  Periodic(const Periodic&) = delete;
  Periodic& operator=(const Periodic&) = delete;
  void stop();

  // The request id of one run: the name in plain characters and a random part, e.g. "subscription-sweep-1f0c...".
  static std::string run_id(const std::string& name);

 private:
  void run();

  std::string name_;
  std::chrono::milliseconds first_;
  std::chrono::milliseconds every_;
  std::function<void()> task_;
  std::mutex mutex_;
  std::condition_variable stopped_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace cw
