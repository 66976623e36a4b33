#pragma once
// Sessions live in Redis behind an opaque random id carried by the cw_session cookie, so every service can
// authenticate a request. The value holds the user id and role read from the auth database at sign-in.
//
// Each process also keeps the sessions it read in the last few seconds in memory, so that a busy client costs no
// Redis round trip per request. A session that ends (sign-out, a new sign-in) or a user whose cached data changes is
// announced on a Redis channel that every process listens to; the announcer waits (200 ms at most) until each
// listening process confirmed it dropped its copy, so a sign-out is complete everywhere when it answers. While a
// listener is not subscribed (Redis restarting), its process keeps nothing in memory. A session read from memory
// renews its idle lifetime in Redis at the latest when its memory copy expires.
#include <cw/caller.hpp>
#include <cw/redis.hpp>
#include <cw/redis_subscriber.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace cw {

inline constexpr const char* kSessionCookie = "cw_session";
inline constexpr std::chrono::seconds kSessionIdleLifetime = std::chrono::hours(24 * 7);

struct Session {
  std::string id;
  std::int64_t user_id = 0;
  Role role = Role::client;
  // A personal API token of read scope: it may only read (GET, HEAD).
  bool read_only = false;
  // Found by a personal API token, not a sign-in.
  bool by_token = false;

  Caller caller() const { return {user_id, role}; }
};

// The value of the named cookie in a Cookie header, or nullopt.
std::optional<std::string> cookie_value(const std::string& cookie_header, const std::string& name);

// The attributes of every cookie the platform sets: "; Path=/; HttpOnly; SameSite=Lax", and "; Secure" over https.
std::string cookie_attributes(bool secure);
// Set-Cookie values for a session and for clearing it.
std::string session_cookie(const std::string& session_id, bool secure);
std::string cleared_session_cookie(bool secure);

class SessionStore {
 public:
  static constexpr std::chrono::seconds kMemoryLifetime{5};
  static constexpr std::size_t kMemoryCapacity = 100000;

  // Starts the listener of the invalidation channel.
  explicit SessionStore(redis::Pool& redis);
  ~SessionStore();
  SessionStore(const SessionStore&) = delete;
  SessionStore& operator=(const SessionStore&) = delete;

  // A new session with a fresh 256-bit random id.
  Session create(std::int64_t user_id, Role role);
  // The session behind the id, renewing its idle lifetime; nullopt when unknown or expired.
  std::optional<Session> find(const std::string& session_id);
  void destroy(const std::string& session_id);
  // Ends every session of the user (an account deleted), in Redis and in every process's memory.
  void end_user_sessions(std::int64_t user_id);

  // The session and, in the same Redis round trip, the value kept at companion_prefix + its user id (a per-user
  // read model the caller caches, e.g. the signed-in user's JSON): nullopt companion when not cached.
  struct WithCompanion {
    Session session;
    std::optional<std::string> companion;
  };
  std::optional<WithCompanion> find_with_companion(const std::string& session_id, const std::string& companion_prefix);

  // Personal API tokens (issue 29 item 10): "cwt_" and 43 base64url characters, sent as Authorization: Bearer. Redis
  // keeps each under the SHA-256 of the token (never the token itself), without expiry, until it is revoked; auth
  // puts them there and takes them away. A token found is remembered like a session, and its last use is noted in
  // Redis at most once per memory lifetime per process (last_token_uses).
  static constexpr const char* kTokenPrefix = "cwt_";
  // A new token (its text, shown once) and its key: the base64url SHA-256 of the text.
  struct NewToken {
    std::string token;
    std::string key;
  };
  static NewToken new_token();
  // The key of a token's text; nullopt when it is not a well-formed token.
  static std::optional<std::string> token_key(const std::string& token);
  void put_token(const std::string& key, std::int64_t user_id, Role role, bool read_only);
  std::optional<Session> find_token(const std::string& token);
  // Removes the token from Redis and from every process's memory (as destroy does for a session).
  void revoke_token(const std::string& key);
  // When each token (by key) was last used, in Unix seconds; nullopt when never.
  std::vector<std::optional<std::int64_t>> last_token_uses(const std::vector<std::string>& keys);

  // The companion value of a user changed: every process drops its memory copies of that user's sessions.
  void user_changed(std::int64_t user_id);

  // For each session, the time left before it expires unless it is used again; nullopt when it has ended. Does not
  // renew them. One round trip to Redis for up to kLifetimesPerTrip sessions.
  static constexpr std::size_t kLifetimesPerTrip = 500;
  std::vector<std::optional<std::chrono::milliseconds>> lifetimes_left(const std::vector<std::string>& session_ids);

  // Told in this process when a session ends anywhere (a sign-out on any instance): ended(session_id). unknown()
  // when announcements may have been missed (the invalidation channel was lost and is back): any session may have
  // ended meanwhile. Both run on the listener's thread and must not block. One watcher per store.
  struct EndWatcher {
    std::function<void(const std::string& session_id)> ended;
    std::function<void()> unknown;
  };
  void watch_ends(EndWatcher watcher);

 private:
  struct MemoryEntry {
    Session session;
    std::string companion_prefix;
    std::optional<std::string> companion;
    std::chrono::steady_clock::time_point expires;
  };

  std::string script_sha(bool reload);
  std::optional<MemoryEntry> remembered(const std::string& session_id);
  void remember(MemoryEntry entry, std::uint64_t generation);
  void drop_session(const std::string& session_id);
  void drop_user(std::int64_t user_id);
  void drop_all();
  void announce(const std::string& what);
  void on_invalidation(const std::string& payload);
  void tell_watcher(const std::optional<std::string>& ended_session);

  redis::Pool& redis_;
  std::mutex script_mutex_;
  std::string script_sha_;

  std::shared_mutex memory_mutex_;
  std::unordered_map<std::string, MemoryEntry> memory_;
  // Bumped by every drop: a value read from Redis before a drop is not remembered after it.
  std::atomic<std::uint64_t> generation_{0};
  std::atomic<bool> listening_{false};
  std::mutex watcher_mutex_;
  EndWatcher watcher_;
  redis::Subscriber invalidations_;  // last: its thread uses everything above
};

}  // namespace cw
