#pragma once
// Hears from PostgreSQL, on one notification channel, whenever data a service keeps in memory changed, whoever wrote
// it (this instance, another one, a script): triggers notify the channel at commit.
#include <atomic>
#include <functional>
#include <string>
#include <thread>

namespace cw::db {

class ChangeListener {
 public:
  // Both run on the listener's thread: on_change with each notification's payload, on_connected after each
  // (re)connection (what changed while it was not listening is unknown, so everything kept may be stale).
  ChangeListener(std::string database_url, std::string channel, std::function<void(const std::string&)> on_change,
                 std::function<void()> on_connected);
  ~ChangeListener();
  ChangeListener(const ChangeListener&) = delete;
  ChangeListener& operator=(const ChangeListener&) = delete;

  void start();
  void stop();

 private:
  void run();

  std::string database_url_;
  std::string channel_;
  std::function<void(const std::string&)> on_change_;
  std::function<void()> on_connected_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace cw::db
