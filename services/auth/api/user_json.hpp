#pragma once
#include "domain/user.hpp"

#include <nlohmann/json.hpp>

namespace auth::api {

// The user as the web app sees it: never a password or hash.
inline nlohmann::json to_json(const User& user) {
  auto nullable = [](const std::optional<std::string>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
  };
  return {{"id", user.id},
          {"username", user.username},
          {"email", user.email},
          {"firstName", user.first_name},
          {"lastName", user.last_name},
          {"role", user.role},
          {"phone", nullable(user.phone)},
          {"location", nullable(user.location)},
          {"profileImage", nullable(user.profile_image)},
          {"createdAt", user.created_at}};
}

}  // namespace auth::api
