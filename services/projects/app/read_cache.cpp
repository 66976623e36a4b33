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

void ReadCache::put(std::string key, std::uint64_t version, Answer answer) {
  if (answer.json.size() >= kCompressFrom && answer.gzipped.empty()) answer.gzipped = cw::gzip(answer.json);
  std::unique_lock lock(mutex_);
  if (version != version_.load()) return;  // read before a change: stale already
  if (answers_version_ != version) {  // everything held predates a change
    answers_.clear();
    answers_version_ = version;
  }
  if (answers_.size() >= kMaxAnswers && !answers_.contains(key)) answers_.erase(answers_.begin());
  answers_.insert_or_assign(std::move(key), Entry{std::chrono::steady_clock::now() + kLifetime, std::move(answer)});
}

void CacheChanges::changed_at_commit() {
  cw::db::after_commit([this] { changed(); });
}

void CacheChanges::changed() {
  cache_.invalidate();
  tell_others_();
}

}  // namespace projects
