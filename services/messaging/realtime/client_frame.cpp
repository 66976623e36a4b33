#include "realtime/client_frame.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>

#include <nlohmann/json.hpp>

#include <limits>

namespace messaging {

namespace {

using nlohmann::json;

const json& field(const json& frame, const char* name) {
  auto found = frame.find(name);
  if (found == frame.end() || found->is_null()) throw cw::invalid(std::string("Missing field: ") + name);
  return *found;
}

std::int64_t id_field(const json& frame, const char* name) {
  const auto id = cw::fields::whole_number(field(frame, name), 1, std::numeric_limits<std::int64_t>::max());
  if (!id) throw cw::invalid(std::string(name) + " must be a positive integer");
  return *id;
}

}  // namespace

ClientFrame parse_client_frame(const std::string& text) {
  auto frame = json::parse(text, nullptr, false);
  if (frame.is_discarded()) throw cw::invalid("Invalid JSON");
  if (!frame.is_object()) throw cw::invalid("A frame must be a JSON object");
  const auto type = cw::fields::text(field(frame, "type"), "type");
  if (type == "authenticate") return AuthenticateFrame{id_field(frame, "userId")};
  if (type == "send_message") {
    return SendMessageFrame{id_field(frame, "projectId"), id_field(frame, "receiverId"),
                            cw::fields::text(field(frame, "content"), "content")};
  }
  if (type == "join_project") return JoinProjectFrame{id_field(frame, "projectId")};
  throw cw::invalid("Unknown message type: " + type);
}

}  // namespace messaging
