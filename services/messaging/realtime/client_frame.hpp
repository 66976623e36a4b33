#pragma once
// The frames a browser sends over /ws (docs/dev-contract.md "Messaging"): the WebSocket API's requests, read from their
// JSON without I/O.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>

namespace messaging {

struct AuthenticateFrame {
  std::int64_t user_id = 0;
};
// On a project (projectId and receiverId), in a direct conversation (conversationId instead: the receiver is the
// conversation's other member; project_id and receiver_id stay 0), or in a support conversation (supportId instead).
struct SendMessageFrame {
  std::int64_t project_id = 0;
  std::int64_t receiver_id = 0;
  std::optional<std::int64_t> conversation_id;
  std::string content;  // as sent; the use case trims and checks it
  std::optional<std::string> client_message_id;  // checked; a resend after a lost answer carries the same
  std::optional<std::int64_t> support_id;
};
struct JoinProjectFrame {
  std::int64_t project_id = 0;
};
using ClientFrame = std::variant<AuthenticateFrame, SendMessageFrame, JoinProjectFrame>;

// Throws cw::invalid naming what is wrong: malformed JSON, no or an unknown type, a missing or mistyped field.
ClientFrame parse_client_frame(const std::string& text);

// The frame's "type" as the browser sent it (for the log).
const char* frame_type(const ClientFrame& frame);

}  // namespace messaging
