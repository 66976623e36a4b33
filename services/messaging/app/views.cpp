#include "app/views.hpp"

#include <cw/http.hpp>
#include <cw/json_optional.hpp>

namespace messaging {

nlohmann::json message_json(const Message& message) {
  nlohmann::json body{{"id", message.id}};
  // A project message names its project; a direct message its conversation instead.
  if (message.conversation_id) {
    body["conversationId"] = *message.conversation_id;
  } else {
    body["projectId"] = message.project_id;
  }
  body.update({{"senderId", message.sender_id},
               {"receiverId", message.receiver_id},
               {"content", message.content},
               {"createdAt", message.created_at},
               {"clientMessageId", cw::optional_json(message.client_message_id)},
               {"sender",
                {{"id", message.sender_id}, {"firstName", message.sender_first_name},
                 {"lastName", message.sender_last_name}}}});
  return body;
}

nlohmann::json direct_conversation_json(const store::DirectSummary& summary, std::int64_t user_id) {
  const auto& conversation = summary.conversation;
  return {{"id", conversation.id},
          {"startedBy", conversation.starter_id},
          {"otherMember",
           {{"id", summary.other_id}, {"firstName", summary.other_first_name},
            {"lastName", summary.other_last_name}}},
          {"lastMessage", summary.last_message ? message_json(*summary.last_message) : nlohmann::json(nullptr)},
          {"unreadCount", summary.unread},
          {"blockedByMe", has_blocked(conversation, user_id)},
          {"createdAt", summary.created_at},
          {"lastMessageAt", summary.last_message_at}};
}

nlohmann::json notification_json(const Notification& notification) {
  return {{"id", notification.id},         {"type", notification.type},
          {"title", notification.title},   {"message", notification.message},
          {"read", notification.read},     {"timestamp", notification.created_at},
          {"kind", cw::optional_json(notification.kind)},
          {"link", cw::optional_json(notification.link)},
          {"projectId", cw::optional_json(notification.project_id)}};
}

nlohmann::json error_frame(const std::string& message, const std::optional<std::string>& client_message_id) {
  nlohmann::json frame{{"type", "error"}, {"message", message}};
  if (client_message_id) frame["clientMessageId"] = *client_message_id;
  return frame;
}

nlohmann::json message_frame(const char* type, const Message& message) {
  return {{"type", type}, {"message", message_json(message)}};
}

std::string frame_text(const nlohmann::json& frame) {
  return frame.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string message_frame_text(const char* type, const std::string& message_text) {
  return R"({"message":)" + message_text + R"(,"type":")" + type + R"("})";
}

nlohmann::json contact_message_json(const ContactMessage& message) {
  return {{"id", message.id},
          {"name", message.form.name},
          {"email", message.form.email},
          {"company", cw::optional_json(message.form.company)},
          {"subject", message.form.subject},
          {"message", message.form.message},
          {"inquiryType", message.form.inquiry_type},
          {"userId", cw::optional_json(message.user_id)},
          {"createdAt", message.created_at},
          {"handledAt", cw::optional_json(message.handled_at)},
          {"handledBy", cw::optional_json(message.handled_by)},
          {"priority", message.priority}};
}

nlohmann::json contact_page_json(const std::vector<ContactMessage>& messages, std::int64_t open_count,
                                 std::int64_t total, const cw::fields::Page& page) {
  auto body = cw::http::page_fields(total, page);
  body["messages"] = nlohmann::json::array();
  for (const auto& message : messages) body["messages"].push_back(contact_message_json(message));
  body["openCount"] = open_count;
  return body;
}

nlohmann::json notification_frame(const Notification& notification) {
  return {{"type", "notification"},
          {"title", notification.title},
          {"message", notification.message},
          {"notificationType", notification.type},
          {"notification", notification_json(notification)}};
}

nlohmann::json project_update_frame(std::int64_t project_id, const std::vector<std::string>& changed,
                                    const std::optional<std::string>& message) {
  nlohmann::json frame{{"type", "project_update"}, {"projectId", project_id}, {"changed", changed}};
  if (message) frame["message"] = *message;
  return frame;
}

nlohmann::json admin_update_frame(const std::vector<std::string>& changed) {
  return {{"type", "admin_update"}, {"changed", changed}};
}

nlohmann::json support_conversation_json(const SupportConversation& conversation) {
  return {{"id", conversation.id},
          {"status", conversation.open ? "open" : "closed"},
          {"priority", conversation.priority},
          {"memberId", cw::optional_json(conversation.member_id)},
          {"visitor", !conversation.member_id.has_value()},
          {"createdAt", conversation.created_at},
          {"waitingSince", cw::optional_json(conversation.waiting_since)},
          {"takenBy", cw::optional_json(conversation.taken_by)},
          {"closedAt", cw::optional_json(conversation.closed_at)}};
}

nlohmann::json support_message_json(const SupportMessage& message) {
  return {{"id", message.id},
          {"conversationId", message.conversation_id},
          {"author", to_string(message.author)},
          {"senderId", cw::optional_json(message.sender_id)},
          {"senderName", message.sender_name},
          {"content", message.content},
          {"createdAt", message.created_at}};
}

nlohmann::json support_queue_entry_json(const store::SupportQueueEntry& entry) {
  auto body = support_conversation_json(entry.conversation);
  body.update({{"name", entry.name},
               {"email", entry.email},
               {"waitingSeconds", entry.waiting_seconds},
               {"lastMessage", entry.last_message ? support_message_json(*entry.last_message) : nlohmann::json()}});
  return body;
}

nlohmann::json support_message_frame(const SupportMessage& message) {
  return {{"type", "support_message"}, {"message", support_message_json(message)}};
}

nlohmann::json support_update_frame(const SupportConversation& conversation) {
  return {{"type", "support_update"}, {"conversation", support_conversation_json(conversation)}};
}

}  // namespace messaging
