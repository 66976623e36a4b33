#pragma once
// The rules of signing up, as plain functions over plain structs.
#include "domain/text.hpp"

#include <cw/caller.hpp>

#include <optional>
#include <string>

namespace auth {

// What the sign-up form sent; a field the caller left out is nullopt.
struct RegistrationForm {
  std::optional<std::string> first_name;
  std::optional<std::string> last_name;
  std::optional<std::string> username;
  std::optional<std::string> email;
  std::optional<std::string> password;
  std::optional<std::string> phone;
  std::optional<std::string> location;
  std::optional<std::string> role;
  std::optional<std::string> source;
};

// A registration that passed every rule, normalised (names trimmed, empty optionals dropped).
struct NewUser {
  std::string first_name;
  std::string last_name;
  std::string username;
  std::string email;
  std::string password;
  std::optional<std::string> phone;
  std::optional<std::string> location;
  cw::Role role = cw::Role::client;
  std::optional<std::string> source;
};

// Throws cw::DomainError: invalid (400) naming the first problem found, forbidden (403) for role admin.
NewUser validate_registration(const RegistrationForm& form);

bool is_valid_username(const std::string& username);
// The username as sign-in looks it up and as its lockout counts failures: trimmed and ASCII lower-cased, so that both
// always name the same account; nullopt when no account can have it (usernames are ASCII, so no case folding of
// another script can make two spellings meet in the database but not in the lockout).
std::optional<std::string> sign_in_name(const std::string& username);
// Lower-case, trimmed, only [a-z0-9._-], at most 64 characters; nullopt when nothing usable remains.
std::optional<std::string> normalise_source(const std::string& source);

inline constexpr std::size_t kMinPasswordLength = 12;
inline constexpr std::size_t kMaxPasswordLength = 128;

}  // namespace auth
