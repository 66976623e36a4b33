#pragma once
// Sessions live in Redis behind an opaque random id carried by the cw_session cookie, so every service can
// authenticate a request. The value holds the user id and role read from the auth database at sign-in.
#include <cw/redis.hpp>

#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>

namespace cw {

inline constexpr const char* kSessionCookie = "cw_session";
inline constexpr std::chrono::seconds kSessionIdleLifetime = std::chrono::hours(24 * 7);

struct Session {
  std::string id;
  std::int64_t user_id = 0;
  std::string role;
};

// The value of the named cookie in a Cookie header, or nullopt.
std::optional<std::string> cookie_value(const std::string& cookie_header, const std::string& name);

// Set-Cookie values for a session and for clearing it.
std::string session_cookie(const std::string& session_id, bool secure);
std::string cleared_session_cookie(bool secure);

class SessionStore {
 public:
  explicit SessionStore(redis::Pool& redis) : redis_(redis) {}

  // A new session with a fresh 256-bit random id.
  Session create(std::int64_t user_id, const std::string& role);
  // The session behind the id, renewing its idle lifetime; nullopt when unknown or expired.
  std::optional<Session> find(const std::string& session_id);
  void destroy(const std::string& session_id);

  // The session and, in the same Redis round trip, the value kept at companion_prefix + its user id (a per-user
  // read model the caller caches, e.g. the signed-in user's JSON): nullopt companion when not cached.
  struct WithCompanion {
    Session session;
    std::optional<std::string> companion;
  };
  std::optional<WithCompanion> find_with_companion(const std::string& session_id, const std::string& companion_prefix);

 private:
  std::string script_sha(bool reload);

  redis::Pool& redis_;
  std::mutex script_mutex_;
  std::string script_sha_;
};

}  // namespace cw
