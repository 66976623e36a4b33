#include "realtime/client_frame.hpp"

#include "domain/conversation.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>

#include <nlohmann/json.hpp>

#include <iterator>
#include <limits>

namespace messaging {

namespace {

using nlohmann::json;

// By the variant's index: each type's name on the wire.
constexpr const char* kFrameTypes[] = {"authenticate", "send_message", "join_project"};
static_assert(std::size(kFrameTypes) == std::variant_size_v<ClientFrame>);

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

std::optional<std::string> client_message_id(const json& frame) {
  auto id = cw::fields::optional_text(frame, "clientMessageId");
  if (id) check_client_message_id(*id);
  return id;
}

}  // namespace

ClientFrame parse_client_frame(const std::string& text) {
  auto frame = json::parse(text, nullptr, false);
  if (frame.is_discarded()) throw cw::invalid("Invalid JSON");
  if (!frame.is_object()) throw cw::invalid("A frame must be a JSON object");
  const auto type = cw::fields::text(field(frame, "type"), "type");
  if (type == kFrameTypes[0]) return AuthenticateFrame{id_field(frame, "userId")};
  if (type == kFrameTypes[1] && frame.contains("supportId") && !frame["supportId"].is_null()) {
    return SendMessageFrame{0, 0, std::nullopt, cw::fields::text(field(frame, "content"), "content"), std::nullopt,
                            id_field(frame, "supportId")};
  }
  if (type == kFrameTypes[1] && frame.contains("conversationId") && !frame["conversationId"].is_null()) {
    return SendMessageFrame{0, 0, id_field(frame, "conversationId"),
                            cw::fields::text(field(frame, "content"), "content"),
                            client_message_id(frame), std::nullopt};
  }
  if (type == kFrameTypes[1]) {
    return SendMessageFrame{id_field(frame, "projectId"), id_field(frame, "receiverId"), std::nullopt,
                            cw::fields::text(field(frame, "content"), "content"),
                            client_message_id(frame), std::nullopt};
  }
  if (type == kFrameTypes[2]) return JoinProjectFrame{id_field(frame, "projectId")};
  throw cw::invalid("Unknown message type: " + type);
}

const char* frame_type(const ClientFrame& frame) { return kFrameTypes[frame.index()]; }

}  // namespace messaging
