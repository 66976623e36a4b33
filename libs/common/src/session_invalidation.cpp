// The memory copies of sessions, and the announcements on a Redis channel that make every process drop them: a
// session that ends anywhere, or a user whose companion value changed, is gone from every process's memory when the
// call that announced it returns (cw/session.hpp).
#include <cw/log.hpp>
#include <cw/random.hpp>
#include <cw/session.hpp>

#include <cstdlib>

namespace cw {

namespace {
constexpr const char* kInvalidationChannel = "cw:session-invalidations";
// How long an announcement waits for every listening process to confirm it dropped its copies.
constexpr double kAnnouncementWaitSeconds = 0.2;
// The random part of the list on which the processes that dropped their copies confirm it.
constexpr std::size_t kAckListIdBytes = 32;
}  // namespace

SessionStore::SessionStore(redis::Pool& redis)
    : redis_(redis),
      invalidations_(redis, kInvalidationChannel, "session invalidations",
                     {[this] {
                        // Whatever was announced while not subscribed is unknown: start empty.
                        drop_all();
                        listening_ = true;
                        tell_watcher(std::nullopt);
                      },
                      [this](const std::string& payload) { on_invalidation(payload); },
                      [this] {
                        listening_ = false;
                        drop_all();
                      }}) {}

SessionStore::~SessionStore() = default;

std::optional<SessionStore::MemoryEntry> SessionStore::remembered(const std::string& session_id) {
  if (!listening_) return std::nullopt;
  std::shared_lock lock(memory_mutex_);
  auto found = memory_.find(session_id);
  if (found == memory_.end() || found->second.expires <= std::chrono::steady_clock::now()) return std::nullopt;
  return found->second;
}

void SessionStore::remember(MemoryEntry entry, std::uint64_t generation) {
  entry.expires = std::chrono::steady_clock::now() + kMemoryLifetime;
  std::unique_lock lock(memory_mutex_);
  if (!listening_ || generation_ != generation) return;
  if (memory_.size() >= kMemoryCapacity) {
    std::erase_if(memory_, [now = std::chrono::steady_clock::now()](const auto& item) { return item.second.expires <= now; });
    if (memory_.size() >= kMemoryCapacity) memory_.clear();
  }
  const auto id = entry.session.id;
  memory_.insert_or_assign(id, std::move(entry));
}

void SessionStore::drop_session(const std::string& session_id) {
  std::unique_lock lock(memory_mutex_);
  ++generation_;
  memory_.erase(session_id);
}

void SessionStore::drop_user(std::int64_t user_id) {
  std::unique_lock lock(memory_mutex_);
  ++generation_;
  std::erase_if(memory_, [user_id](const auto& item) { return item.second.session.user_id == user_id; });
}

void SessionStore::drop_all() {
  std::unique_lock lock(memory_mutex_);
  ++generation_;
  memory_.clear();
}

void SessionStore::on_invalidation(const std::string& payload) {
  const auto space = payload.find(' ');
  const std::string what = payload.substr(0, space);
  if (what.rfind("s:", 0) == 0) {
    drop_session(what.substr(2));
    tell_watcher(what.substr(2));
  } else if (what.rfind("u:", 0) == 0) {
    drop_user(std::strtoll(what.c_str() + 2, nullptr, 10));
  }
  if (space != std::string::npos) {
    const std::string acks = payload.substr(space + 1);
    redis_.command({"RPUSH", acks, "1"});
    redis_.command({"EXPIRE", acks, "10"});
  }
}

void SessionStore::watch_ends(EndWatcher watcher) {
  std::lock_guard lock(watcher_mutex_);
  watcher_ = std::move(watcher);
}

void SessionStore::tell_watcher(const std::optional<std::string>& ended_session) {
  std::lock_guard lock(watcher_mutex_);
  if (ended_session && watcher_.ended) {
    watcher_.ended(*ended_session);
  } else if (!ended_session && watcher_.unknown) {
    watcher_.unknown();
  }
}

void SessionStore::user_changed(std::int64_t user_id) {
  drop_user(user_id);
  announce("u:" + std::to_string(user_id));
}

// Publishes "<what> <ack list>" and waits until every process that received it confirmed on the list, so that a
// sign-out is complete everywhere when its answer leaves (a process that does not confirm in time still drops the
// copy when it reads the message, and a copy lives kMemoryLifetime at most).
void SessionStore::announce(const std::string& what) {
  const std::string acks = "cw:session-acks:" + random_base64url(kAckListIdBytes);
  auto receivers = redis_.command({"PUBLISH", kInvalidationChannel, what + " " + acks});
  long long waiting = receivers->type == REDIS_REPLY_INTEGER ? receivers->integer : 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(kAnnouncementWaitSeconds);
  while (waiting > 0) {
    const double left = std::chrono::duration<double>(deadline - std::chrono::steady_clock::now()).count();
    if (left <= 0) {
      log::warn("session invalidation not confirmed by every process", {{"missing", waiting}});
      break;
    }
    auto popped = redis_.command({"BLPOP", acks, std::to_string(left)});
    if (popped->type != REDIS_REPLY_ARRAY) continue;
    --waiting;
  }
  redis_.command({"DEL", acks});
}

}  // namespace cw
