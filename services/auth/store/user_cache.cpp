#include "store/user_cache.hpp"

namespace auth::store {

namespace {
std::string key_of(std::int64_t user_id) { return UserCache::kKeyPrefix + std::to_string(user_id); }
}  // namespace

void UserCache::put(std::int64_t user_id, const std::string& json) {
  redis_.command({"SET", key_of(user_id), json, "EX", std::to_string(kLifetime.count())});
}

void UserCache::changed(std::int64_t user_id, const std::string& json) {
  put(user_id, json);
  sessions_.user_changed(user_id);
}

void UserCache::forget(std::int64_t user_id) {
  redis_.command({"DEL", key_of(user_id)});
  sessions_.user_changed(user_id);
}

void UserCache::put_if_absent(std::int64_t user_id, const std::string& json) {
  redis_.command({"SET", key_of(user_id), json, "EX", std::to_string(kLifetime.count()), "NX"});
}

}  // namespace auth::store
