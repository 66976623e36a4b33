#include <cw/change_listener.hpp>
#include <cw/log.hpp>

#include <pqxx/pqxx>

#include <chrono>

namespace cw::db {

namespace {

class Receiver : public pqxx::notification_receiver {
 public:
  Receiver(pqxx::connection_base& connection, const std::string& channel,
           std::function<void(const std::string&)>& on_change)
      : pqxx::notification_receiver(connection, channel), on_change_(on_change) {}
  void operator()(const std::string& payload, int) override { on_change_(payload); }

 private:
  std::function<void(const std::string&)>& on_change_;
};

}  // namespace

ChangeListener::ChangeListener(std::string database_url, std::string channel,
                               std::function<void(const std::string&)> on_change,
                               std::function<void()> on_connected)
    : database_url_(std::move(database_url)),
      channel_(std::move(channel)),
      on_change_(std::move(on_change)),
      on_connected_(std::move(on_connected)) {}

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
      Receiver receiver(connection, channel_, on_change_);
      on_connected_();
      // Wakes at least twice a second to notice stop().
      while (!stopping_) connection.await_notification(0, 500'000);
    } catch (const std::exception& e) {
      log::warn("change listener error, reconnecting", {{"channel", channel_}, {"error", e.what()}});
      for (int i = 0; i < 10 && !stopping_; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  }
}

}  // namespace cw::db
