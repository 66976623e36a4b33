#include "domain/user.hpp"

namespace auth {

nlohmann::json public_json(const User& user) {
  auto nullable = [](const std::optional<std::string>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
  };
  return {{"id", user.id},
          {"username", user.username},
          {"email", user.email},
          {"firstName", user.first_name},
          {"lastName", user.last_name},
          {"role", cw::to_string(user.role)},
          {"phone", nullable(user.phone)},
          {"location", nullable(user.location)},
          {"profileImage", nullable(user.profile_image)},
          {"createdAt", user.created_at}};
}

}  // namespace auth
