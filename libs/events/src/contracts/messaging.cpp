#include <cw/events/contracts/messaging.hpp>

#include "contracts/payload.hpp"

namespace cw::events {

using contract::Payload;

void to_json(Json& json, const MessageSent& event) {
  json = {{"messageId", event.message_id},
          {"projectId", event.project_id},
          {"senderId", event.sender_id},
          {"receiverId", event.receiver_id},
          {"createdAt", event.created_at}};
}

void from_json(const Json& json, MessageSent& event) {
  const Payload data(json, MessageSent::kType);
  event = {data.id("messageId"), data.id("projectId"), data.id("senderId"), data.id("receiverId"),
           data.text("createdAt")};
}

void to_json(Json& json, const DirectMessageSent& event) {
  json = {{"messageId", event.message_id},
          {"conversationId", event.conversation_id},
          {"senderId", event.sender_id},
          {"receiverId", event.receiver_id},
          {"createdAt", event.created_at}};
}

void from_json(const Json& json, DirectMessageSent& event) {
  const Payload data(json, DirectMessageSent::kType);
  event = {data.id("messageId"), data.id("conversationId"), data.id("senderId"), data.id("receiverId"),
           data.text("createdAt")};
}

void to_json(Json& json, const EmailSent& event) {
  json = {{"emailId", event.email_id}, {"userId", event.user_id}, {"kind", event.kind}, {"sentAt", event.sent_at}};
}

void from_json(const Json& json, EmailSent& event) {
  const Payload data(json, EmailSent::kType);
  event = {data.id("emailId"), data.id("userId"), data.text("kind"), data.text("sentAt")};
}

}  // namespace cw::events
