#pragma once
#include <cw/caller.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace auth {

struct User {
  std::int64_t id = 0;
  std::string username;
  std::string email;
  std::string first_name;
  std::string last_name;
  cw::Role role = cw::Role::client;
  std::optional<std::string> phone;
  std::optional<std::string> location;
  std::optional<std::string> profile_image;
  std::string created_at;  // ISO-8601 UTC
};

}  // namespace auth
