#pragma once
// The signed-in user's JSON, kept in Redis beside the sessions so GET /api/user needs no database read.
// Writers (sign-up, sign-in, profile changes) overwrite it with the committed row; a reader that missed fills it
// only if still absent, so a read that raced a write can never put the older row back.
#include "domain/user.hpp"

#include <cw/redis.hpp>

#include <chrono>

namespace auth::store {

class UserCache {
 public:
  static constexpr const char* kKeyPrefix = "user:";
  static constexpr std::chrono::seconds kLifetime{600};

  explicit UserCache(cw::redis::Pool& redis) : redis_(redis) {}

  void put(const User& user);
  void put_if_absent(std::int64_t user_id, const std::string& json);
  void forget(std::int64_t user_id);

 private:
  cw::redis::Pool& redis_;
};

}  // namespace auth::store
