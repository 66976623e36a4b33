#include "store/directory_cache.hpp"

namespace auth::store {

namespace {
constexpr const char* kVersionKey = "directory:version";
}

std::string DirectoryCache::key_for(const std::string& query) {
  auto version = redis_.get(kVersionKey).value_or("0");
  return "directory:" + version + ":" + query;
}

std::optional<DirectoryCache::Page> DirectoryCache::get(const std::string& key) {
  auto reply = redis_.command({"HMGET", key, "total", "engineers"});
  if (reply->type != REDIS_REPLY_ARRAY || reply->elements != 2 || reply->element[0]->type != REDIS_REPLY_STRING ||
      reply->element[1]->type != REDIS_REPLY_STRING) {
    return std::nullopt;
  }
  return Page{std::string(reply->element[1]->str, reply->element[1]->len),
              std::stoll(std::string(reply->element[0]->str, reply->element[0]->len))};
}

void DirectoryCache::put(const std::string& key, const Page& page) {
  redis_.command({"HSET", key, "total", std::to_string(page.total), "engineers", page.engineers_json});
  redis_.command({"EXPIRE", key, std::to_string(kLifetime.count())});
}

void DirectoryCache::invalidate() { redis_.command({"INCR", kVersionKey}); }

}  // namespace auth::store
