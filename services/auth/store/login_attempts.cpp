#include "store/login_attempts.hpp"

#include "domain/login_throttle.hpp"

namespace auth::store {

namespace {
// Keyed on the sign-in name (domain/registration.hpp), the one the lookup uses.
std::string failures_key(const std::string& name) { return "login:failures:" + name; }
std::string lock_key(const std::string& name) { return "login:lock:" + name; }
}  // namespace

std::chrono::seconds LoginAttempts::locked_for(const std::string& username) {
  auto reply = redis_.command({"TTL", lock_key(username)});
  return std::chrono::seconds(reply->type == REDIS_REPLY_INTEGER && reply->integer > 0 ? reply->integer : 0);
}

std::chrono::seconds LoginAttempts::record_failure(const std::string& username) {
  auto count = redis_.command({"INCR", failures_key(username)});
  // The window starts at the first failure; later failures do not extend it.
  if (count->integer == 1) {
    redis_.command({"EXPIRE", failures_key(username), std::to_string(kLoginFailureWindow.count())});
  }
  auto lockout = lockout_after_failures(static_cast<int>(count->integer));
  if (lockout.count() > 0) {
    redis_.command({"SET", lock_key(username), "1", "EX", std::to_string(lockout.count())});
  }
  return lockout;
}

void LoginAttempts::clear(const std::string& username) {
  redis_.command({"DEL", failures_key(username), lock_key(username)});
}

}  // namespace auth::store
