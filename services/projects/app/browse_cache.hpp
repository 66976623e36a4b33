#pragma once
// Pages of open projects kept in memory for a moment. Browsing is the busiest call by far, and a page changes only
// when a project is posted, bid on, or leaves "posted": each such change made by this process drops every page at
// once (after its commit), and a change made anywhere else (another instance, a script, a name arriving in the
// user directory) shows within kLifetime.
#include "domain/forms.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>

namespace projects {

class BrowseCache {
 public:
  static constexpr std::chrono::milliseconds kLifetime{1000};
  static constexpr std::size_t kMaxPages = 1000;

  struct Page {
    std::string projects_json;  // the page's array, serialised
    std::int64_t total = 0;     // matches over all pages
  };

  // Take the version before reading the database, and put the page with it: a page read while a change was
  // committed is never served.
  std::uint64_t version() const { return version_.load(); }
  std::optional<Page> get(const BrowseQuery& query) const;
  void put(const BrowseQuery& query, std::uint64_t version, Page page);
  void invalidate() { ++version_; }

 private:
  struct Entry {
    std::uint64_t version = 0;
    std::chrono::steady_clock::time_point expires;
    Page page;
  };
  static std::string key_of(const BrowseQuery& query);

  std::atomic<std::uint64_t> version_{0};
  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, Entry> pages_;
};

}  // namespace projects
