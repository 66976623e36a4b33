#pragma once
// The signed-in user's JSON, kept in Redis beside the sessions so GET /api/user needs no database read.
// Writers (sign-up, sign-in, profile changes) overwrite it with the committed row; a reader that missed fills it
// only if still absent, so a read that raced a write can never put the older row back.
#include <cw/redis.hpp>
#include <cw/session.hpp>

#include <chrono>

namespace auth::store {

class UserCache {
 public:
  static constexpr const char* kKeyPrefix = "user:";
  static constexpr std::chrono::seconds kLifetime{600};

  // Sessions keep memory copies of this JSON (SessionStore::find_with_companion): writes announce the change.
  UserCache(cw::redis::Pool& redis, cw::SessionStore& sessions) : redis_(redis), sessions_(sessions) {}

  // Stores the user's JSON from the committed row (sign-up, sign-in: no process holds an older copy of it).
  void put(std::int64_t user_id, const std::string& json);
  // Stores the JSON of a row that changed, and has every process drop its memory copies of the older one.
  void changed(std::int64_t user_id, const std::string& json);
  void put_if_absent(std::int64_t user_id, const std::string& json);
  // The account is gone (deleted): nothing is kept for it.
  void forget(std::int64_t user_id);

 private:
  cw::redis::Pool& redis_;
  cw::SessionStore& sessions_;
};

}  // namespace auth::store
