#include "app/read_cache.hpp"

#include <cw/compression.hpp>
#include <cw/db.hpp>

#include <mutex>

namespace projects {

std::optional<ReadCache::Answer> ReadCache::get(const std::string& key) const {
  std::shared_lock lock(mutex_);
  if (answers_version_ != version_.load()) return std::nullopt;
  auto found = answers_.find(key);
  if (found == answers_.end() || found->second.expires <= std::chrono::steady_clock::now()) return std::nullopt;
  return found->second.answer;
}

std::chrono::milliseconds ReadCache::lifetime_of(const std::string& key) {
  constexpr auto kLifetimeMs = std::chrono::milliseconds(kLifetime).count();
  const auto spread = static_cast<std::size_t>(kLifetimeMs / 5);
  return std::chrono::milliseconds(kLifetimeMs - static_cast<std::int64_t>(std::hash<std::string>{}(key) % spread));
}

void ReadCache::compress(Answer& answer) {
  if (answer.json.size() >= kCompressFrom && answer.gzipped.empty()) answer.gzipped = cw::gzip(answer.json);
}

void ReadCache::put(std::string key, std::uint64_t version, Answer answer) {
  compress(answer);
  std::unique_lock lock(mutex_);
  if (version != version_.load()) return;  // read before a change: stale already
  if (answers_version_ != version) {  // everything held predates a change
    answers_.clear();
    answers_version_ = version;
  }
  if (answers_.size() >= kMaxAnswers && !answers_.contains(key)) answers_.erase(answers_.begin());
  const auto expires = std::chrono::steady_clock::now() + lifetime_of(key);
  answers_.insert_or_assign(std::move(key), Entry{expires, std::move(answer)});
}

ReadCache::Answer ReadCache::get_or_read(const std::string& key, const std::function<Answer()>& read) {
  if (auto cached = get(key)) return std::move(*cached);
  std::promise<Answer> promise;
  std::shared_ptr<Reading> mine;
  std::shared_future<Answer> joined;
  {
    std::lock_guard lock(reading_mutex_);
    // Checked again under the lock: a read that finished since get() has put its answer and left reading_.
    if (auto cached = get(key)) return std::move(*cached);
    auto& slot = reading_[key];
    if (slot != nullptr && slot->version == version_.load()) {
      joined = slot->answer;
      ++shared_reads_;
    } else {
      // None under way, or one that started before a change: this read replaces it (that one still answers its own
      // callers, and put() refuses its answer).
      mine = std::make_shared<Reading>(Reading{version_.load(), promise.get_future().share()});
      slot = mine;
    }
  }
  if (joined.valid()) return joined.get();  // waits outside the lock
  auto finish = [&] {
    std::lock_guard lock(reading_mutex_);
    auto found = reading_.find(key);
    if (found != reading_.end() && found->second == mine) reading_.erase(found);
  };
  try {
    auto answer = read();
    compress(answer);  // once, for every caller that shares it
    put(key, mine->version, answer);
    finish();
    promise.set_value(answer);
    return answer;
  } catch (...) {
    finish();
    promise.set_exception(std::current_exception());
    throw;
  }
}

void CacheChanges::changed_at_commit() {
  cw::db::after_commit([this] { changed(); });
}

void CacheChanges::changed() {
  cache_.invalidate();
  tell_others_();
}

}  // namespace projects
