#pragma once
#include <cw/errors.hpp>
#include <cw/fields.hpp>

#include <nlohmann/json.hpp>

#include <string>

namespace messaging::api {

// The text of a message a member or visitor sends over HTTP (direct and support conversations): `content`, required.
inline std::string message_content(const nlohmann::json& body) {
  auto text = cw::fields::optional_text(body, "content");
  if (!text) throw cw::invalid("Message content cannot be empty");
  return *text;
}

}  // namespace messaging::api
