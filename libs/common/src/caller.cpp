#include <cw/caller.hpp>

namespace cw {

std::string to_string(Role role) {
  switch (role) {
    case Role::client:
      return "client";
    case Role::engineer:
      return "engineer";
    case Role::admin:
      return "admin";
  }
  return "client";  // not reached: every Role is named above
}

std::optional<Role> parse_role(std::string_view text) {
  for (auto role : {Role::client, Role::engineer, Role::admin}) {
    if (text == to_string(role)) return role;
  }
  return std::nullopt;
}

}  // namespace cw
