#pragma once
// Who may talk on a project, and what a message may say (docs/dev-contract.md "Messaging").
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace messaging {

inline constexpr std::size_t kMaxMessageCharacters = 5000;
inline constexpr const char* kNotParticipant = "You are not a participant of this project";
inline constexpr const char* kProjectNotFound = "Project not found";
inline constexpr const char* kNotYourPartner = "You can only message your partner on this project";
inline constexpr const char* kClientMessageIdReused = "This clientMessageId was already used for another message.";

// The parties of a project, from the projection of projects.events.
struct ProjectParties {
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::optional<std::int64_t> assigned_engineer_id;
  std::vector<std::int64_t> bidders;
};

// Its client, an engineer who bid, or its assigned engineer.
bool is_participant(const ProjectParties& parties, std::int64_t user_id);
// The client and the assigned engineer; before assignment, the client and an engineer who bid.
bool may_talk(const ProjectParties& parties, std::int64_t sender_id, std::int64_t receiver_id);

// The trimmed content; throws cw::invalid when it is empty or longer than kMaxMessageCharacters.
std::string message_content(const std::string& content);

// The browser's own id of a message, which a resend after a lost answer carries again: 8 to 64 letters, digits, '-'
// or '_' (a UUID fits); throws cw::invalid otherwise.
void check_client_message_id(std::string_view id);

struct Message {
  std::int64_t id = 0;
  std::int64_t project_id = 0;  // 0 for a direct message
  std::optional<std::int64_t> conversation_id;  // a direct message's (domain/direct_conversation.hpp)
  std::int64_t sender_id = 0;
  std::int64_t receiver_id = 0;
  std::string content;
  std::string created_at;
  std::string sender_first_name;
  std::string sender_last_name;
  std::optional<std::string> client_message_id;
};

// Whether a message sent under the clientMessageId of `earlier` (by its sender, on its project) is that message sent
// again: the same receiver and the same content once trimmed. Anything else reuses the id for another message.
bool is_resend_of(const Message& earlier, std::int64_t receiver_id, const std::string& content);

// The history page size: 50 by default, at most 200; throws cw::invalid for anything but an integer in 1..200.
int history_limit(const std::optional<std::string>& limit);
// The cursor: messages with ids above it (0 = from the start); throws cw::invalid unless a non-negative integer.
std::int64_t history_after(const std::optional<std::string>& after);

}  // namespace messaging
