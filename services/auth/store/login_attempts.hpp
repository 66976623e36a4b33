#pragma once
// Failed sign-ins per username, kept in Redis so every auth instance sees the same count.
#include <cw/redis.hpp>

#include <chrono>
#include <string>

namespace auth::store {

class LoginAttempts {
 public:
  explicit LoginAttempts(cw::redis::Pool& redis) : redis_(redis) {}

  // Seconds the username stays locked (0 when it may try now).
  std::chrono::seconds locked_for(const std::string& username);
  // Records a failure and returns the lockout it triggers (0 when none).
  std::chrono::seconds record_failure(const std::string& username);
  void clear(const std::string& username);

 private:
  cw::redis::Pool& redis_;
};

}  // namespace auth::store
