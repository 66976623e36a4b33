#include "realtime/presence.hpp"

#include <string>

namespace messaging::realtime {

namespace {

constexpr const char* kKey = "messaging:presence";

std::int64_t now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

Presence::Presence(cw::redis::Pool& redis, Hub& hub)
    : redis_(redis), hub_(hub), refresh_("presence refresh", kRefresh, [this] { publish(); }) {}

std::unordered_set<std::int64_t> Presence::online_among(const std::vector<std::int64_t>& user_ids) {
  std::unordered_set<std::int64_t> online;
  if (user_ids.empty()) return online;
  std::vector<std::string> command = {"ZMSCORE", kKey};
  for (auto user_id : user_ids) command.push_back(std::to_string(user_id));
  auto reply = redis_.command(command);
  if (!reply || reply->type != REDIS_REPLY_ARRAY) return online;
  const auto since = now_seconds() - kWindow.count();
  for (std::size_t i = 0; i < reply->elements && i < user_ids.size(); ++i) {
    const auto* score = reply->element[i];
    if (score->type != REDIS_REPLY_STRING) continue;  // never seen (nil)
    try {
      if (std::stoll(std::string(score->str, score->len)) >= since) online.insert(user_ids[i]);
    } catch (const std::exception&) {
      // not a number: not online
    }
  }
  return online;
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
