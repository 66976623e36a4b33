#pragma once
// Live support chat (issue 30 item 6, issue 29 item 9): a member, or a visitor who gave a name and an e-mail address,
// opens a conversation with the support desk; admins answer it live over the socket. Staffed hours are Mon-Fri
// 08:00-18:00 and Sat 09:00-14:00 in America/Los_Angeles; outside them the answer comes by e-mail. Plain rules here:
// who may see a conversation, the hours, the words; app/support_desk stores and delivers.
#include "domain/email.hpp"
#include "domain/notification.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace messaging {

inline constexpr const char* kSupportConversationNotFound = "Support conversation not found";
inline constexpr const char* kSupportClosed = "This support conversation is closed";
inline constexpr const char* kSupportAdminsOnly = "Only admins can read the support queue";
inline constexpr const char* kSupportLinkInvalid = "This link is not valid any more";

// Visitors open conversations under the contact form's limit per client address (store/contact_limits).
inline constexpr const char* kSupportVisitorLimitKey = "support-address:";

// The cookie that lets a visitor's browser (and only it) reach their one conversation.
inline constexpr const char* kSupportVisitorCookie = "cw_support";

enum class SupportAuthor { member, visitor, admin };
const char* to_string(SupportAuthor author);

struct SupportConversation {
  std::int64_t id = 0;
  std::optional<std::int64_t> member_id;  // none for a visitor
  std::string visitor_name;               // a visitor's; '' for a member
  std::string visitor_email;
  bool priority = false;  // opened by a member whose plan had priority_support then
  bool open = true;
  std::optional<std::int64_t> taken_by;  // the admin who answered first
  std::string created_at;
  std::optional<std::string> waiting_since;  // the first message not answered yet
  std::optional<std::string> closed_at;
};

struct SupportMessage {
  std::int64_t id = 0;
  std::int64_t conversation_id = 0;
  SupportAuthor author = SupportAuthor::member;
  std::optional<std::int64_t> sender_id;  // the member's or the admin's account
  std::string sender_name;
  std::string content;
  std::string created_at;
};

// Who asks: an admin, a signed-in member, or the visitor of one conversation (from their cookie).
struct SupportCaller {
  std::optional<std::int64_t> user_id;
  bool admin = false;
  std::optional<std::int64_t> visitor_conversation_id;
};

// Admins see every conversation; a member their own; a visitor only theirs. Everyone else is told it does not exist.
bool may_see(const SupportConversation& conversation, const SupportCaller& caller);
// The socket's key for the visitor of a conversation (negative: never a user id), so frames reach them like a user.
std::int64_t visitor_socket_key(std::int64_t conversation_id);

// Staffed hours in America/Los_Angeles, with US daylight saving time (from the second Sunday of March 02:00 to the
// first Sunday of November 02:00 local time), computed from the rules, so no time-zone database is needed.
struct SupportHours {
  bool staffed = false;
  std::chrono::sys_seconds next_open_at;  // now when staffed
};
SupportHours support_hours(std::chrono::sys_seconds now);
// The offset of Pacific time from UTC at that instant: -7 h in daylight saving time, else -8 h.
std::chrono::seconds pacific_offset(std::chrono::sys_seconds at);

// To every admin: the bell for a conversation just opened.
NotificationDraft support_opened_notification(const std::string& who, const std::string& first_message);
// An admin's answer to a member or visitor who was not connected; link: where they read it (a visitor's carries a
// one-use token that restores their cookie).
EmailDraft support_reply_email(const std::string& first_name, const std::string& answer, const std::string& link);

}  // namespace messaging
