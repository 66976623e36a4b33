#pragma once
// Pages of the engineer directory, kept in Redis for a few seconds: the directory is the busiest public read and its
// exact counts cost the database a scan. Every write that changes what the directory shows bumps a version that is
// part of each key, so no instance serves a page older than the last change.
#include <cw/redis.hpp>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace auth::store {

class DirectoryCache {
 public:
  static constexpr std::chrono::seconds kLifetime{30};

  explicit DirectoryCache(cw::redis::Pool& redis) : redis_(redis) {}

  struct Page {
    std::string engineers_json;
    std::int64_t total = 0;
    std::vector<std::int64_t> engineer_ids;  // the cards' engineers, in order (their directory appearances)
  };
  // The key of a query at the current version.
  std::string key_for(const std::string& query);
  std::optional<Page> get(const std::string& key);
  void put(const std::string& key, const Page& page);
  // After any change to what the directory shows.
  void invalidate();

 private:
  cw::redis::Pool& redis_;
};

}  // namespace auth::store
