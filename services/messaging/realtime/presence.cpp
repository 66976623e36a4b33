#include "realtime/presence.hpp"

#include <cw/log.hpp>

#include <string>

namespace messaging::realtime {

namespace {

constexpr const char* kKey = "messaging:presence";

std::int64_t now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

Presence::Presence(cw::redis::Pool& redis, Hub& hub) : redis_(redis), hub_(hub), thread_([this] { run(); }) {}

Presence::~Presence() { stop(); }

void Presence::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wakeup_.notify_one();
  if (thread_.joinable()) thread_.join();
}

bool Presence::online(std::int64_t user_id) {
  auto reply = redis_.command({"ZSCORE", kKey, std::to_string(user_id)});
  if (!reply || reply->type != REDIS_REPLY_STRING) return false;
  try {
    return std::stoll(std::string(reply->str, reply->len)) >= now_seconds() - kWindow.count();
  } catch (const std::exception&) {
    return false;
  }
}

void Presence::run() {
  for (;;) {
    try {
      publish();
    } catch (const std::exception& e) {
      cw::log::warn("presence not published", {{"error", e.what()}});
    }
    std::unique_lock lock(mutex_);
    if (wakeup_.wait_for(lock, kRefresh, [this] { return stopping_; })) return;
  }
}

void Presence::publish() {
  const auto now = now_seconds();
  const auto users = hub_.users();
  if (!users.empty()) {
    // GT: an instance never moves a user's last sighting back (another instance may have seen them later).
    std::vector<std::string> command = {"ZADD", kKey, "GT"};
    for (auto user_id : users) {
      command.push_back(std::to_string(now));
      command.push_back(std::to_string(user_id));
    }
    redis_.command(command);
  }
  // Sightings older than an hour mean nothing any more.
  redis_.command({"ZREMRANGEBYSCORE", kKey, "-inf", std::to_string(now - 3600)});
}

}  // namespace messaging::realtime
