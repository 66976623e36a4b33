#pragma once
// The JSON of the contact form (POST /api/contact), read into the domain's ContactForm, and a visitor's name and
// address (the support chat's too).
#include "domain/contact.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace messaging {

// Who writes without an account (the contact form, a visitor's support chat): name and e-mail address, required,
// checked as below.
struct VisitorIdentity {
  std::string name;
  std::string email;
};
VisitorIdentity validate_visitor(const nlohmann::json& body);

// Throws invalid (400) naming the first problem: required fields, lengths in characters, a NUL or bytes that are
// not UTF-8, an e-mail address that is not one, an unknown inquiry type.
ContactForm validate_contact(const nlohmann::json& body);

}  // namespace messaging
