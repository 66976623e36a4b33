#include "store/user_cache.hpp"

namespace auth::store {

namespace {
std::string key_of(std::int64_t user_id) { return UserCache::kKeyPrefix + std::to_string(user_id); }
}  // namespace

void UserCache::put(const User& user) {
  redis_.command({"SET", key_of(user.id), public_json(user).dump(), "EX", std::to_string(kLifetime.count())});
}

void UserCache::changed(const User& user) {
  put(user);
  sessions_.user_changed(user.id);
}

void UserCache::put_if_absent(std::int64_t user_id, const std::string& json) {
  redis_.command({"SET", key_of(user_id), json, "EX", std::to_string(kLifetime.count()), "NX"});
}

}  // namespace auth::store
