#include "app/browse_cache.hpp"

#include <mutex>

namespace projects {

std::string BrowseCache::key_of(const BrowseQuery& query) {
  // Filters are the spec's values and the search a tsquery of letters and digits: none holds a line break.
  return query.text_query + '\n' + query.cabinet_type + '\n' + query.budget_range + '\n' + query.material_type + '\n' +
         std::to_string(query.page) + '\n' + std::to_string(query.page_size);
}

std::optional<BrowseCache::Page> BrowseCache::get(const BrowseQuery& query) const {
  const auto key = key_of(query);
  std::shared_lock lock(mutex_);
  auto found = pages_.find(key);
  if (found == pages_.end() || found->second.version != version_.load() ||
      found->second.expires <= std::chrono::steady_clock::now()) {
    return std::nullopt;
  }
  return found->second.page;
}

void BrowseCache::put(const BrowseQuery& query, std::uint64_t version, Page page) {
  auto key = key_of(query);
  std::unique_lock lock(mutex_);
  if (version != version_.load()) return;  // read before a change: stale already
  if (pages_.size() >= kMaxPages) pages_.clear();
  const auto expires = std::chrono::steady_clock::now() + kLifetime;
  pages_.insert_or_assign(std::move(key), Entry{version, expires, std::move(page)});
}

}  // namespace projects
