#include "store/directory_cache.hpp"

namespace auth::store {

namespace {

constexpr const char* kVersionKey = "directory:version";

std::string cached_id_list(const std::vector<std::int64_t>& ids) {
  std::string list;
  for (const auto id : ids) {
    if (!list.empty()) list += ',';
    list += std::to_string(id);
  }
  return list;
}

std::vector<std::int64_t> parse_cached_id_list(const std::string& list) {
  std::vector<std::int64_t> ids;
  std::size_t start = 0;
  while (start < list.size()) {
    auto end = list.find(',', start);
    if (end == std::string::npos) end = list.size();
    ids.push_back(std::stoll(list.substr(start, end - start)));
    start = end + 1;
  }
  return ids;
}

}  // namespace

std::string DirectoryCache::key_for(const std::string& query) {
  auto version = redis_.get(kVersionKey).value_or("0");
  return "directory:" + version + ":" + query;
}

std::optional<DirectoryCache::Page> DirectoryCache::get(const std::string& key) {
  auto reply = redis_.command({"HMGET", key, "total", "engineers", "ids"});
  if (reply->type != REDIS_REPLY_ARRAY || reply->elements != 3) return std::nullopt;
  for (std::size_t i = 0; i < 3; ++i) {
    if (reply->element[i]->type != REDIS_REPLY_STRING) return std::nullopt;  // a page cached without its ids: a miss
  }
  const auto text = [&](std::size_t i) { return std::string(reply->element[i]->str, reply->element[i]->len); };
  return Page{text(1), std::stoll(text(0)), parse_cached_id_list(text(2))};
}

void DirectoryCache::put(const std::string& key, const Page& page) {
  redis_.command({"HSET", key, "total", std::to_string(page.total), "engineers", page.engineers_json, "ids",
                  cached_id_list(page.engineer_ids)});
  redis_.command({"EXPIRE", key, std::to_string(kLifetime.count())});
}

void DirectoryCache::invalidate() { redis_.command({"INCR", kVersionKey}); }

}  // namespace auth::store
