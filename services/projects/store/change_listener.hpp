#pragma once
// Hears from PostgreSQL whenever what this service shows changed, whoever wrote it (this instance, another one, a
// script): the triggers of migration 0005 notify channel projects_changed at each such commit.
#include <atomic>
#include <functional>
#include <string>
#include <thread>

namespace projects::store {

class ChangeListener {
 public:
  // on_change runs on the listener's thread, for each notification and after each (re)connection (changes made
  // while it was not listening are unknown).
  ChangeListener(std::string database_url, std::function<void()> on_change);
  ~ChangeListener();
  ChangeListener(const ChangeListener&) = delete;
  ChangeListener& operator=(const ChangeListener&) = delete;

  void start();
  void stop();

 private:
  void run();

  std::string database_url_;
  std::function<void()> on_change_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace projects::store
