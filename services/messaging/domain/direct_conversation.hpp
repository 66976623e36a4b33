#pragma once
// Direct messages (issue 29 item 2): a conversation between two members outside any project. Starting one is part of
// the direct_messages capability; the recipient may always reply, the starter only while their plan has it (a
// downgrade refuses their new messages at once, the history stays readable). Either member may block the other.
#include <cw/errors.hpp>
#include <cw/plan_limits.hpp>

#include <cstdint>

namespace messaging {

inline constexpr const char* kConversationNotFound = "Conversation not found";
inline constexpr const char* kUserNotFound = "User not found";
inline constexpr const char* kNotToYourself = "You cannot send a message to yourself";
inline constexpr const char* kBlocked = "This member is not accepting your messages.";

struct DirectConversation {
  std::int64_t id = 0;
  std::int64_t starter_id = 0;
  std::int64_t recipient_id = 0;
  bool blocked_by_starter = false;
  bool blocked_by_recipient = false;
};

bool is_member(const DirectConversation& conversation, std::int64_t user_id);
// The member of the conversation who is not user_id (a member).
std::int64_t other_member(const DirectConversation& conversation, std::int64_t user_id);
// Whether the member blocked the other.
bool has_blocked(const DirectConversation& conversation, std::int64_t member_id);

// 403 code "blocked": the other member does not accept the sender's messages.
cw::DomainError blocked();

// Throws unless the starter may start a conversation with the recipient: invalid (400) when they are the same
// member, plan_required when the starter's plan lacks direct_messages.
void check_may_start(std::int64_t starter_id, std::int64_t recipient_id, const cw::member_plans::MemberPlan& plan);
// Throws unless the member (a member of the conversation, on this plan) may write in it now: plan_required for a
// starter whose plan no longer has direct_messages, blocked when the other member blocked them.
void check_may_write(const DirectConversation& conversation, std::int64_t sender_id,
                     const cw::member_plans::MemberPlan& plan);

}  // namespace messaging
