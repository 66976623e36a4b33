// Direct conversations (issue 29 item 2): who may start one and who may write in it.
#include "domain/direct_conversation.hpp"
#include "realtime/client_frame.hpp"

#include <cw/capability.hpp>

#include <gtest/gtest.h>

#include "domain_error.hpp"

namespace {

using cw::testing::error_of;

cw::member_plans::MemberPlan plan(const std::string& name) {
  cw::member_plans::MemberPlan member;
  member.plan = name;
  member.capabilities = cw::default_capabilities(name);
  return member;
}

const messaging::DirectConversation kOpen{1, 10, 20, false, false};

}  // namespace

TEST(DirectConversation, KnowsItsMembers) {
  EXPECT_TRUE(messaging::is_member(kOpen, 10));
  EXPECT_TRUE(messaging::is_member(kOpen, 20));
  EXPECT_FALSE(messaging::is_member(kOpen, 30));
  EXPECT_EQ(messaging::other_member(kOpen, 10), 20);
  EXPECT_EQ(messaging::other_member(kOpen, 20), 10);
}

TEST(DirectConversation, StartingNeedsTheCapability) {
  const auto refused = error_of([] { messaging::check_may_start(10, 20, plan("starter")); });
  EXPECT_EQ(refused.code(), "plan_required");
  EXPECT_EQ(refused.kind(), cw::ErrorKind::forbidden);
  EXPECT_NO_THROW(messaging::check_may_start(10, 20, plan("professional")));
  EXPECT_NO_THROW(messaging::check_may_start(10, 20, plan("enterprise")));
}

TEST(DirectConversation, NobodyWritesToThemselves) {
  const auto refused = error_of([] { messaging::check_may_start(10, 10, plan("enterprise")); });
  EXPECT_EQ(refused.kind(), cw::ErrorKind::invalid);
  EXPECT_STREQ(refused.what(), messaging::kNotToYourself);
}

TEST(DirectConversation, TheRecipientAlwaysReplies) {
  EXPECT_NO_THROW(messaging::check_may_write(kOpen, 20, plan("starter")));
}

TEST(DirectConversation, AStarterWhoDowngradedWritesNoMore) {
  EXPECT_NO_THROW(messaging::check_may_write(kOpen, 10, plan("professional")));
  EXPECT_EQ(error_of([] { messaging::check_may_write(kOpen, 10, plan("starter")); }).code(), "plan_required");
}

TEST(DirectConversation, ABlockedMemberIsRefused) {
  const messaging::DirectConversation blocked_by_recipient{1, 10, 20, false, true};
  const auto refused = error_of([&] { messaging::check_may_write(blocked_by_recipient, 10, plan("enterprise")); });
  EXPECT_EQ(refused.code(), "blocked");
  EXPECT_EQ(refused.kind(), cw::ErrorKind::forbidden);
  EXPECT_STREQ(refused.what(), "This member is not accepting your messages.");
  // The blocker may still write.
  EXPECT_NO_THROW(messaging::check_may_write(blocked_by_recipient, 20, plan("starter")));
  EXPECT_TRUE(messaging::has_blocked(blocked_by_recipient, 20));
  EXPECT_FALSE(messaging::has_blocked(blocked_by_recipient, 10));
}

TEST(DirectConversation, TheSocketFrameTakesAConversationId) {
  auto direct = std::get<messaging::SendMessageFrame>(messaging::parse_client_frame(
      R"({"type":"send_message","conversationId":9,"content":"hi","clientMessageId":"msg-0001"})"));
  EXPECT_EQ(direct.conversation_id, 9);
  EXPECT_EQ(direct.project_id, 0);
  EXPECT_EQ(direct.client_message_id, "msg-0001");
  auto project = std::get<messaging::SendMessageFrame>(messaging::parse_client_frame(
      R"({"type":"send_message","projectId":3,"receiverId":4,"content":"hi","conversationId":null})"));
  EXPECT_EQ(project.conversation_id, std::nullopt);
  EXPECT_EQ(error_of([] {
              messaging::parse_client_frame(R"({"type":"send_message","conversationId":"x","content":"hi"})");
            }).what(),
            std::string("conversationId must be a positive integer"));
}
