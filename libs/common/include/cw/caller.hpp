#pragma once
// Who calls a use case: the user and the role their session carries. Every service's use cases take a Caller; the
// role is an enum, so a rule compares Role::admin, never a string it could misspell.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cw {

enum class Role { client, engineer, admin };

// "client", "engineer", "admin": as the API, the events and the databases write a role.
std::string to_string(Role role);
// The role of that name; nullopt for any other text.
std::optional<Role> parse_role(std::string_view text);

struct Caller {
  std::int64_t user_id = 0;
  Role role = Role::client;

  bool is(Role expected) const { return role == expected; }
};

}  // namespace cw
