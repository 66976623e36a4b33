#pragma once
// The JSON of the contact form (POST /api/contact), read into the domain's ContactForm.
#include "domain/contact.hpp"

#include <nlohmann/json.hpp>

namespace messaging {

// Throws invalid (400) naming the first problem: required fields, lengths in characters, a NUL or bytes that are
// not UTF-8, an e-mail address that is not one, an unknown inquiry type.
ContactForm validate_contact(const nlohmann::json& body);

}  // namespace messaging
