// Sessions in Redis: the cookie, creating one, reading one (with its user's companion value in the same round trip),
// ending one, and how long each has left. The memory copies and the announcements that drop them are in
// session_invalidation.cpp.
#include <cw/random.hpp>
#include <cw/session.hpp>

#include <nlohmann/json.hpp>
#include <sodium.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <stdexcept>

namespace cw {

namespace {
constexpr std::size_t kSessionIdBytes = 32;

std::string redis_key(const std::string& session_id) { return "session:" + session_id; }

bool well_formed(const std::string& session_id) {
  // base64url of 32 bytes without padding is 43 characters.
  if (session_id.size() != 43) return false;
  for (char c : session_id) {
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')) return false;
  }
  return true;
}

std::optional<Session> parse_session(const std::string& session_id, const std::string& raw) {
  auto value = nlohmann::json::parse(raw, nullptr, false);
  // A value this code did not write (another user id type, a role nobody has) is no session.
  if (!value.is_object() || !value["userId"].is_number_integer() || !value["role"].is_string()) return std::nullopt;
  auto role = parse_role(value["role"].get<std::string>());
  if (!role) return std::nullopt;
  const bool read_only = value.contains("readOnly") && value["readOnly"].is_boolean() && value["readOnly"].get<bool>();
  return Session{session_id, value["userId"].get<std::int64_t>(), *role, read_only};
}

}  // namespace

std::string cookie_attributes(bool secure) {
  return std::string("; Path=/; HttpOnly; SameSite=Lax") + (secure ? "; Secure" : "");
}

std::optional<std::string> cookie_value(const std::string& cookie_header, const std::string& name) {
  std::size_t pos = 0;
  while (pos < cookie_header.size()) {
    auto end = cookie_header.find(';', pos);
    if (end == std::string::npos) end = cookie_header.size();
    auto start = cookie_header.find_first_not_of(' ', pos);
    if (start != std::string::npos && start < end) {
      auto eq = cookie_header.find('=', start);
      if (eq != std::string::npos && eq < end && cookie_header.compare(start, eq - start, name) == 0 &&
          eq - start == name.size()) {
        return cookie_header.substr(eq + 1, end - eq - 1);
      }
    }
    pos = end + 1;
  }
  return std::nullopt;
}

std::string session_cookie(const std::string& session_id, bool secure) {
  return std::string(kSessionCookie) + "=" + session_id + cookie_attributes(secure) +
         "; Max-Age=" + std::to_string(kSessionIdleLifetime.count());
}

std::string cleared_session_cookie(bool secure) {
  return std::string(kSessionCookie) + "=" + cookie_attributes(secure) + "; Max-Age=0";
}

namespace {
// Each user's session ids (user-sessions:<id>), so that deleting an account ends all of them. A set of more than 64
// ids drops those whose session has ended, so that it stays small without an expiry of its own (a session renewed by
// use outlives any expiry the set could be given at its creation).
constexpr const char* kCreateSessionScript = R"lua(
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
if redis.call('SCARD', KEYS[2]) > 64 then
  for _, id in ipairs(redis.call('SMEMBERS', KEYS[2])) do
    if redis.call('EXISTS', 'session:' .. id) == 0 then redis.call('SREM', KEYS[2], id) end
  end
end
return 1
)lua";

constexpr const char* kEndUserSessionsScript = R"lua(
local ids = redis.call('SMEMBERS', KEYS[1])
for _, id in ipairs(ids) do redis.call('DEL', 'session:' .. id) end
redis.call('DEL', KEYS[1])
return #ids
)lua";

std::string user_sessions_key(std::int64_t user_id) { return "user-sessions:" + std::to_string(user_id); }
}  // namespace

Session SessionStore::create(std::int64_t user_id, Role role) {
  Session session{random_base64url(kSessionIdBytes), user_id, role};
  nlohmann::json value = {{"userId", user_id}, {"role", to_string(role)}};
  redis_.command({"EVAL", kCreateSessionScript, "2", redis_key(session.id), user_sessions_key(user_id), value.dump(),
                  std::to_string(kSessionIdleLifetime.count()), session.id});
  return session;
}

void SessionStore::end_user_sessions(std::int64_t user_id) {
  redis_.command({"EVAL", kEndUserSessionsScript, "1", user_sessions_key(user_id)});
  user_changed(user_id);  // every process drops its memory copies of the user's sessions
}

std::optional<Session> SessionStore::find(const std::string& session_id) {
  if (!well_formed(session_id)) return std::nullopt;
  if (auto entry = remembered(session_id)) return entry->session;
  const auto generation = generation_.load();
  // GETEX reads and renews the idle lifetime in one round trip.
  auto reply = redis_.command({"GETEX", redis_key(session_id), "EX", std::to_string(kSessionIdleLifetime.count())});
  if (reply->type != REDIS_REPLY_STRING) return std::nullopt;
  auto session = parse_session(session_id, std::string(reply->str, reply->len));
  if (session) remember({*session, {}, std::nullopt, {}}, generation);
  return session;
}

namespace {
// GETEX the session, then GET the companion key named after its user id: one round trip instead of two. The id is
// matched, not JSON-decoded: cjson costs Redis more than the rest of the script.
constexpr const char* kSessionWithCompanionScript = R"lua(
local raw = redis.call('GETEX', KEYS[1], 'EX', ARGV[1])
if not raw then return false end
local user_id = string.match(raw, '"userId":(%d+)')
if not user_id then return {raw, false} end
return {raw, redis.call('GET', ARGV[2] .. user_id)}
)lua";
}  // namespace

std::string SessionStore::script_sha(bool reload) {
  std::lock_guard lock(script_mutex_);
  if (script_sha_.empty() || reload) {
    auto loaded = redis_.command({"SCRIPT", "LOAD", kSessionWithCompanionScript});
    script_sha_.assign(loaded->str, loaded->len);
  }
  return script_sha_;
}

std::optional<SessionStore::WithCompanion> SessionStore::find_with_companion(const std::string& session_id,
                                                                            const std::string& companion_prefix) {
  if (!well_formed(session_id)) return std::nullopt;
  if (auto entry = remembered(session_id); entry && entry->companion && entry->companion_prefix == companion_prefix) {
    return WithCompanion{entry->session, entry->companion};
  }
  const auto generation = generation_.load();
  // EVALSHA spares Redis receiving and hashing the script on every call; a Redis restart forgets it: load it again.
  const std::string lifetime = std::to_string(kSessionIdleLifetime.count());
  redis::Reply reply;
  for (int attempt = 0; attempt < 2 && !reply; ++attempt) {
    try {
      reply = redis_.command({"EVALSHA", script_sha(attempt > 0), "1", redis_key(session_id), lifetime, companion_prefix});
    } catch (const std::runtime_error& e) {
      if (attempt > 0 || std::string(e.what()).find("NOSCRIPT") == std::string::npos) throw;
    }
  }
  if (reply->type != REDIS_REPLY_ARRAY || reply->elements != 2 || reply->element[0]->type != REDIS_REPLY_STRING) {
    return std::nullopt;
  }
  auto session = parse_session(session_id, std::string(reply->element[0]->str, reply->element[0]->len));
  if (!session) return std::nullopt;
  std::optional<std::string> companion;
  if (reply->element[1]->type == REDIS_REPLY_STRING) {
    companion = std::string(reply->element[1]->str, reply->element[1]->len);
  }
  if (companion) remember({*session, companion_prefix, companion, {}}, generation);
  return WithCompanion{*session, std::move(companion)};
}

namespace {
std::string token_redis_key(const std::string& key) { return "api-token:" + key; }
std::string token_use_key(const std::string& key) { return "api-token-used:" + key; }
// A token in memory is remembered under this id, apart from every session id (43 characters, no colon).
std::string token_memory_id(const std::string& key) { return "token:" + key; }
}  // namespace

SessionStore::NewToken SessionStore::new_token() {
  auto token = kTokenPrefix + random_base64url(kSessionIdBytes);
  auto key = token_key(token);
  return {std::move(token), *key};
}

std::optional<std::string> SessionStore::token_key(const std::string& token) {
  const std::string_view prefix(kTokenPrefix);
  if (token.size() != prefix.size() + 43 || token.compare(0, prefix.size(), prefix) != 0 ||
      !well_formed(token.substr(prefix.size()))) {
    return std::nullopt;
  }
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(token.data()), token.size());
  constexpr int kVariant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::string encoded(sodium_base64_ENCODED_LEN(sizeof digest, kVariant), '\0');
  sodium_bin2base64(encoded.data(), encoded.size(), digest, sizeof digest, kVariant);
  encoded.pop_back();  // the terminating NUL
  return encoded;
}

void SessionStore::put_token(const std::string& key, std::int64_t user_id, Role role, bool read_only) {
  nlohmann::json value = {{"userId", user_id}, {"role", to_string(role)}, {"readOnly", read_only}};
  redis_.command({"SET", token_redis_key(key), value.dump()});
  drop_session(token_memory_id(key));
}

std::optional<Session> SessionStore::find_token(const std::string& token) {
  const auto key = token_key(token);
  if (!key) return std::nullopt;
  const auto id = token_memory_id(*key);
  if (auto entry = remembered(id)) return entry->session;
  const auto generation = generation_.load();
  auto reply = redis_.command({"GET", token_redis_key(*key)});
  if (reply->type != REDIS_REPLY_STRING) return std::nullopt;
  auto session = parse_session(id, std::string(reply->str, reply->len));
  if (!session) return std::nullopt;
  session->by_token = true;
  const auto now = std::chrono::duration_cast<std::chrono::seconds>(
      std::chrono::system_clock::now().time_since_epoch());
  redis_.command({"SET", token_use_key(*key), std::to_string(now.count())});
  remember({*session, {}, std::nullopt, {}}, generation);
  return session;
}

void SessionStore::revoke_token(const std::string& key) {
  redis_.command({"DEL", token_redis_key(key), token_use_key(key)});
  drop_session(token_memory_id(key));
  announce("s:" + token_memory_id(key));
}

std::vector<std::optional<std::int64_t>> SessionStore::last_token_uses(const std::vector<std::string>& keys) {
  std::vector<std::optional<std::int64_t>> uses(keys.size());
  if (keys.empty()) return uses;
  std::vector<std::string> argv{"MGET"};
  for (const auto& key : keys) argv.push_back(token_use_key(key));
  auto reply = redis_.command(argv);
  if (reply->type != REDIS_REPLY_ARRAY || reply->elements != keys.size()) return uses;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const auto* value = reply->element[i];
    if (value->type != REDIS_REPLY_STRING) continue;
    char* end = nullptr;
    const std::string text(value->str, value->len);
    const long long seconds = std::strtoll(text.c_str(), &end, 10);
    if (end && *end == '\0' && seconds > 0) uses[i] = seconds;
  }
  return uses;
}

void SessionStore::destroy(const std::string& session_id) {
  if (!well_formed(session_id)) return;
  redis_.command({"DEL", redis_key(session_id)});
  drop_session(session_id);
  announce("s:" + session_id);
}

std::vector<std::optional<std::chrono::milliseconds>> SessionStore::lifetimes_left(
    const std::vector<std::string>& session_ids) {
  std::vector<std::optional<std::chrono::milliseconds>> left(session_ids.size());
  for (std::size_t first = 0; first < session_ids.size(); first += kLifetimesPerTrip) {
    const auto last = std::min(session_ids.size(), first + kLifetimesPerTrip);
    std::vector<std::string> argv{"EVAL",
                                  "local left = {} for i, key in ipairs(KEYS) do left[i] = redis.call('PTTL', key) end "
                                  "return left",
                                  "0"};
    std::vector<std::size_t> asked;
    for (auto i = first; i < last; ++i) {
      if (!well_formed(session_ids[i])) continue;  // never a session
      argv.push_back(redis_key(session_ids[i]));
      asked.push_back(i);
    }
    if (asked.empty()) continue;
    argv[2] = std::to_string(asked.size());
    auto reply = redis_.command(argv);
    if (reply->type != REDIS_REPLY_ARRAY || reply->elements != asked.size()) {
      throw std::runtime_error("redis: unexpected answer to the session lifetimes");
    }
    for (std::size_t k = 0; k < asked.size(); ++k) {
      const auto* pttl = reply->element[k];
      // -2: no such key; -1: a key without expiry, which a session never is (treated as ended).
      if (pttl->type == REDIS_REPLY_INTEGER && pttl->integer >= 0) {
        left[asked[k]] = std::chrono::milliseconds(pttl->integer);
      }
    }
  }
  return left;
}

}  // namespace cw
