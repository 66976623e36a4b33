#pragma once
// messaging.events (key: as each event says).
#include <cw/events/contracts/bad_payload.hpp>

namespace cw::events {

// A participant sent a message on a project. Key: the project's id.
struct MessageSent {
  static constexpr const char* kTopic = "messaging.events";
  static constexpr const char* kType = "message.sent";
  std::int64_t message_id = 0;
  std::int64_t project_id = 0;
  std::int64_t sender_id = 0;
  std::int64_t receiver_id = 0;
  std::string created_at;
  std::string key() const { return std::to_string(project_id); }
};

// A member sent a message in a direct conversation (outside any project, issue 29 item 2). Key: the conversation's id.
struct DirectMessageSent {
  static constexpr const char* kTopic = "messaging.events";
  static constexpr const char* kType = "direct_message.sent";
  std::int64_t message_id = 0;
  std::int64_t conversation_id = 0;
  std::int64_t sender_id = 0;
  std::int64_t receiver_id = 0;
  std::string created_at;
  std::string key() const { return std::to_string(conversation_id); }
};

// An e-mail left for the user's mailbox (the SMTP server took it). Key: the user's id.
struct EmailSent {
  static constexpr const char* kTopic = "messaging.events";
  static constexpr const char* kType = "email.sent";
  std::int64_t email_id = 0;
  std::int64_t user_id = 0;
  std::string kind;  // welcome, new_bid, bid_accepted, new_message, application_approved, application_rejected,
                     // verification_revoked
  std::string sent_at;
  std::string key() const { return std::to_string(user_id); }
};

void to_json(Json& json, const MessageSent& event);
void from_json(const Json& json, MessageSent& event);
void to_json(Json& json, const DirectMessageSent& event);
void from_json(const Json& json, DirectMessageSent& event);
void to_json(Json& json, const EmailSent& event);
void from_json(const Json& json, EmailSent& event);

}  // namespace cw::events
