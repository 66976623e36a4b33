#include "domain/direct_conversation.hpp"

#include <cw/capability.hpp>

namespace messaging {

bool is_member(const DirectConversation& conversation, std::int64_t user_id) {
  return user_id == conversation.starter_id || user_id == conversation.recipient_id;
}

std::int64_t other_member(const DirectConversation& conversation, std::int64_t user_id) {
  return user_id == conversation.starter_id ? conversation.recipient_id : conversation.starter_id;
}

bool has_blocked(const DirectConversation& conversation, std::int64_t member_id) {
  return member_id == conversation.starter_id ? conversation.blocked_by_starter : conversation.blocked_by_recipient;
}

cw::DomainError blocked() { return {cw::ErrorKind::forbidden, kBlocked, "blocked"}; }

namespace {

void check_plan_has_direct_messages(const cw::member_plans::MemberPlan& plan) {
  if (!plan.has(cw::Capability::direct_messages)) {
    throw cw::plan_required(cw::Capability::direct_messages, cw::cheapest_plan(cw::Capability::direct_messages));
  }
}

}  // namespace

void check_may_start(std::int64_t starter_id, std::int64_t recipient_id, const cw::member_plans::MemberPlan& plan) {
  if (starter_id == recipient_id) throw cw::invalid(kNotToYourself);
  check_plan_has_direct_messages(plan);
}

void check_may_write(const DirectConversation& conversation, std::int64_t sender_id,
                     const cw::member_plans::MemberPlan& plan) {
  if (sender_id == conversation.starter_id) check_plan_has_direct_messages(plan);
  if (has_blocked(conversation, other_member(conversation, sender_id))) throw blocked();
}

}  // namespace messaging
