#include "domain/registration.hpp"

#include <cw/errors.hpp>
#include <cw/text.hpp>

#include <algorithm>
#include <cctype>

namespace auth {

namespace {

constexpr std::size_t kMaxNameLength = 64;
constexpr std::size_t kMaxPhoneLength = 32;
constexpr std::size_t kMaxLocationLength = 100;
constexpr std::size_t kMaxSourceLength = 64;

std::string required(const std::optional<std::string>& value, const char* field) {
  if (!value || trim(*value).empty()) throw cw::invalid(std::string(field) + " is required");
  return trim(*value);
}

std::optional<std::string> optional_text(const std::optional<std::string>& value, const char* field,
                                         std::size_t max_length) {
  if (!value) return std::nullopt;
  auto text = trim(*value);
  if (text.empty()) return std::nullopt;
  if (character_count(text) > max_length) throw cw::invalid(std::string(field) + " is too long");
  return text;
}

bool is_valid_phone(const std::string& phone) {
  int digits = 0;
  for (char c : phone) {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      ++digits;
    } else if (std::string_view(" +-().").find(c) == std::string_view::npos) {
      return false;
    }
  }
  return digits >= 5;
}


}  // namespace


bool is_valid_username(const std::string& username) {
  if (username.size() < 3 || username.size() > 32) return false;
  return std::all_of(username.begin(), username.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-';
  });
}

std::optional<std::string> sign_in_name(const std::string& username) {
  auto name = lower(trim(username));
  if (!is_valid_username(name)) return std::nullopt;
  return name;
}

std::optional<std::string> normalise_source(const std::string& source) {
  std::string out;
  for (char c : trim(source)) {
    char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (std::isalnum(static_cast<unsigned char>(lower)) || lower == '.' || lower == '_' || lower == '-') {
      out.push_back(lower);
    } else if (lower == ' ') {
      out.push_back('_');
    }
    if (out.size() == kMaxSourceLength) break;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

NewUser validate_registration(const RegistrationForm& form) {
  NewUser user;
  user.first_name = required(form.first_name, "firstName");
  user.last_name = required(form.last_name, "lastName");
  user.username = required(form.username, "username");
  user.email = required(form.email, "email");
  if (!form.password || form.password->empty()) throw cw::invalid("password is required");
  user.password = *form.password;

  if (character_count(user.first_name) > kMaxNameLength) throw cw::invalid("firstName is too long");
  if (character_count(user.last_name) > kMaxNameLength) throw cw::invalid("lastName is too long");
  if (!is_valid_username(user.username)) {
    throw cw::invalid("Username must be 3-32 characters of letters, digits, dot, underscore or hyphen");
  }
  if (!cw::text::is_valid_email(user.email)) throw cw::invalid("Please enter a valid email address");
  auto password_length = character_count(user.password);
  if (password_length < kMinPasswordLength || password_length > kMaxPasswordLength) {
    throw cw::invalid("Password must be 12 to 128 characters");
  }
  user.phone = optional_text(form.phone, "phone", kMaxPhoneLength);
  if (user.phone && !is_valid_phone(*user.phone)) throw cw::invalid("Please enter a valid phone number");
  user.location = optional_text(form.location, "location", kMaxLocationLength);

  const auto role = form.role ? cw::parse_role(trim(*form.role)) : cw::Role::client;
  if (role == cw::Role::admin) throw cw::forbidden("Admins cannot be registered");
  if (!role) throw cw::invalid("Role must be client or engineer");
  user.role = *role;

  if (form.source) user.source = normalise_source(*form.source);
  return user;
}

}  // namespace auth
