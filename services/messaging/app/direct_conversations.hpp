#pragma once
// Use cases of direct conversations (issue 29 item 2): listing, starting (one per pair), history with read state,
// sending over REST or the socket (the same content rules and daily limit as project chats; new_message to both
// members' sockets on every instance), blocking. A stranger to a conversation is told it does not exist.
#include "app/conversations.hpp"
#include "domain/direct_conversation.hpp"
#include "realtime/delivery.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace messaging {

struct DirectOutgoing {
  std::int64_t sender_id = 0;
  std::int64_t conversation_id = 0;
  std::string content;
  std::string request_id;
  std::optional<std::string> client_message_id;  // checked (check_client_message_id)
  std::string sender_token;  // the sending socket, which gets message_sent rather than new_message; none over REST
};

class DirectConversations {
 public:
  DirectConversations(cw::db::Pool& db, Conversations& conversations, realtime::Delivery& delivery);

  // The member's conversations, newest activity first.
  nlohmann::json list(std::int64_t user_id);
  // The conversation of the pair, started now (created) unless it exists; with a first message when content is given.
  // Throws invalid (self, bad content), not_found (unknown recipient), plan_required, blocked.
  struct Started {
    nlohmann::json conversation;
    bool created = false;
  };
  Started start(std::int64_t user_id, std::int64_t recipient_id, const std::optional<std::string>& content,
                const std::string& request_id);
  // A page of the conversation's messages, oldest first; the member has now read up to the last of them.
  nlohmann::json history(std::int64_t user_id, std::int64_t conversation_id, const std::optional<std::string>& after,
                         const std::optional<std::string>& limit);
  // Stores and delivers the message (or answers a resend under its clientMessageId with the first one, delivered
  // to nobody again); throws not_found, invalid, plan_required, blocked, forbidden (daily limit), conflict.
  Message send(const DirectOutgoing& outgoing);
  // The member blocks (or unblocks) the other member; the conversation as they now see it.
  nlohmann::json set_block(std::int64_t user_id, std::int64_t conversation_id, bool blocked);

 private:
  nlohmann::json summary_json(std::int64_t user_id, std::int64_t conversation_id);

  cw::db::Pool& db_;
  Conversations& conversations_;
  realtime::Delivery& delivery_;
};

}  // namespace messaging
