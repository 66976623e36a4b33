#pragma once
// One Redis pub/sub channel, heard on a connection of its own (outside the pool) in a thread of its own; after a
// lost connection it subscribes again a second later.
#include <cw/redis.hpp>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace cw::redis {

class Subscriber {
 public:
  struct Handlers {
    std::function<void()> on_subscribed;                   // after each (re)subscription
    std::function<void(const std::string&)> on_message;  // each message's payload
    std::function<void()> on_lost;                         // the subscription ended (messages may be missed)
  };

  // Starts at once; name is for the logs.
  Subscriber(Pool& redis, std::string channel, std::string name, Handlers handlers);
  ~Subscriber();
  Subscriber(const Subscriber&) = delete;
  Subscriber& operator=(const Subscriber&) = delete;

  // Ends the subscription and joins the thread; idempotent.
  void stop();

 private:
  void run();

  Pool& redis_;
  std::string channel_;
  std::string name_;
  Handlers handlers_;
  std::atomic<bool> stopping_{false};
  std::mutex mutex_;
  std::condition_variable wakeup_;
  int fd_ = -1;
  std::thread thread_;
};

}  // namespace cw::redis
