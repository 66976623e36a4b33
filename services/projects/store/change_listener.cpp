#include "store/change_listener.hpp"

#include <cw/log.hpp>

#include <pqxx/pqxx>

#include <chrono>

namespace projects::store {

namespace {

constexpr const char* kChannel = "projects_changed";

class Receiver : public pqxx::notification_receiver {
 public:
  Receiver(pqxx::connection_base& connection, std::function<void()>& on_change)
      : pqxx::notification_receiver(connection, kChannel), on_change_(on_change) {}
  void operator()(const std::string&, int) override { on_change_(); }

 private:
  std::function<void()>& on_change_;
};

}  // namespace

ChangeListener::ChangeListener(std::string database_url, std::function<void()> on_change)
    : database_url_(std::move(database_url)), on_change_(std::move(on_change)) {}

ChangeListener::~ChangeListener() { stop(); }

void ChangeListener::start() { thread_ = std::thread([this] { run(); }); }

void ChangeListener::stop() {
  stopping_ = true;
  if (thread_.joinable()) thread_.join();
}

void ChangeListener::run() {
  while (!stopping_) {
    try {
      pqxx::connection connection(database_url_);
      Receiver receiver(connection, on_change_);
      on_change_();
      // Wakes at least twice a second to notice stop().
      while (!stopping_) connection.await_notification(0, 500'000);
    } catch (const std::exception& e) {
      cw::log::warn("change listener error, reconnecting", {{"error", e.what()}});
      for (int i = 0; i < 10 && !stopping_; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  }
}

}  // namespace projects::store
