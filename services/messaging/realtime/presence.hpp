#pragma once
// Who is online, across every messaging instance: each instance writes the users with a socket open on it into one
// Redis sorted set (score: when last seen, in seconds) every kRefresh; a user seen within kWindow is online. A user
// who connects shows within kRefresh; one who leaves stays online up to kWindow.
#include "realtime/hub.hpp"

#include <cw/periodic.hpp>
#include <cw/redis.hpp>

#include <chrono>
#include <unordered_set>
#include <vector>

namespace messaging::realtime {

class Presence {
 public:
  static constexpr std::chrono::seconds kRefresh{5};
  static constexpr std::chrono::seconds kWindow{30};

  Presence(cw::redis::Pool& redis, Hub& hub);
  void stop() { refresh_.stop(); }

  // Of the users given, those online: one ZMSCORE for all. Throws cw::DomainError(unavailable) when Redis cannot be
  // reached.
  std::unordered_set<std::int64_t> online_among(const std::vector<std::int64_t>& user_ids);

 private:
  void publish();

  cw::redis::Pool& redis_;
  Hub& hub_;
  cw::Periodic refresh_;  // last: its thread publishes with the members above
};

}  // namespace messaging::realtime
