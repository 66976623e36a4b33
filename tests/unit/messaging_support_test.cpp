// The support chat (issue 30 item 6): staffed hours in Pacific time across both daylight-saving switches, who may see
// a conversation, and the socket frame that writes in one.
#include "domain/support.hpp"
#include "realtime/client_frame.hpp"

#include <gtest/gtest.h>

namespace {

using namespace std::chrono;

sys_seconds utc(year_month_day day, int hour, int minute = 0) {
  return sys_days(day) + hours(hour) + minutes(minute);
}

void expect_closed_until(sys_seconds now, sys_seconds opens) {
  const auto hours_now = messaging::support_hours(now);
  EXPECT_FALSE(hours_now.staffed);
  EXPECT_EQ(hours_now.next_open_at, opens);
}

}  // namespace

TEST(SupportHours, PacificOffsetSwitchesAtTwoInTheMorningLocalTime) {
  // 2026: daylight saving time from Sunday 8 March 02:00 PST to Sunday 1 November 02:00 PDT.
  EXPECT_EQ(messaging::pacific_offset(utc(2026y / March / 8, 9, 59)), -hours(8));
  EXPECT_EQ(messaging::pacific_offset(utc(2026y / March / 8, 10)), -hours(7));
  EXPECT_EQ(messaging::pacific_offset(utc(2026y / November / 1, 8, 59)), -hours(7));
  EXPECT_EQ(messaging::pacific_offset(utc(2026y / November / 1, 9)), -hours(8));
  EXPECT_EQ(messaging::pacific_offset(utc(2027y / January / 15, 12)), -hours(8));
  EXPECT_EQ(messaging::pacific_offset(utc(2027y / July / 4, 12)), -hours(7));
}

TEST(SupportHours, WeekdaysEightToSixPacific) {
  // Tuesday 24 November 2026 (PST): 08:00 is 16:00 UTC, 18:00 is 02:00 UTC the next day.
  EXPECT_TRUE(messaging::support_hours(utc(2026y / November / 24, 16)).staffed);
  EXPECT_TRUE(messaging::support_hours(utc(2026y / November / 25, 1, 59)).staffed);
  expect_closed_until(utc(2026y / November / 24, 15, 59), utc(2026y / November / 24, 16));
  expect_closed_until(utc(2026y / November / 25, 2), utc(2026y / November / 25, 16));
}

TEST(SupportHours, SaturdayNineToTwoAndSundayClosed) {
  // Friday 27 November 19:00 PST is Saturday 03:00 UTC: closed until Saturday 09:00 PST (17:00 UTC).
  expect_closed_until(utc(2026y / November / 28, 3), utc(2026y / November / 28, 17));
  EXPECT_TRUE(messaging::support_hours(utc(2026y / November / 28, 21, 59)).staffed);
  // Saturday 14:00 PST: closed over Sunday until Monday 08:00 PST.
  expect_closed_until(utc(2026y / November / 28, 22), utc(2026y / November / 30, 16));
  expect_closed_until(utc(2026y / November / 29, 20), utc(2026y / November / 30, 16));
}

TEST(SupportHours, AcrossTheSpringSwitch) {
  // Saturday 7 March 2026 14:00 PST (22:00 UTC): next open Monday 9 March 08:00 PDT, 15:00 UTC, not 16:00.
  expect_closed_until(utc(2026y / March / 7, 22), utc(2026y / March / 9, 15));
  // Monday 9 March 08:30 PDT is 15:30 UTC: staffed (standard-time arithmetic would say 07:30, closed).
  EXPECT_TRUE(messaging::support_hours(utc(2026y / March / 9, 15, 30)).staffed);
  // Friday 6 March 07:30 PST (15:30 UTC): still closed, opens at 16:00 UTC.
  expect_closed_until(utc(2026y / March / 6, 15, 30), utc(2026y / March / 6, 16));
}

TEST(SupportHours, AcrossTheAutumnSwitch) {
  // Saturday 31 October 2026 14:30 PDT (21:30 UTC): next open Monday 2 November 08:00 PST, 16:00 UTC.
  expect_closed_until(utc(2026y / October / 31, 21, 30), utc(2026y / November / 2, 16));
  // Friday 30 October 17:30 PDT is 00:30 UTC Saturday: staffed; 18:00 PDT (01:00 UTC) closed.
  EXPECT_TRUE(messaging::support_hours(utc(2026y / October / 31, 0, 30)).staffed);
  expect_closed_until(utc(2026y / October / 31, 1), utc(2026y / October / 31, 16));
}

TEST(SupportConversation, OnlyItsMemberItsVisitorAndAdminsSeeIt) {
  messaging::SupportConversation member_chat;
  member_chat.id = 5;
  member_chat.member_id = 10;
  messaging::SupportConversation visitor_chat;
  visitor_chat.id = 6;
  EXPECT_TRUE(messaging::may_see(member_chat, {10, false, std::nullopt}));
  EXPECT_FALSE(messaging::may_see(member_chat, {11, false, std::nullopt}));
  EXPECT_TRUE(messaging::may_see(member_chat, {99, true, std::nullopt}));
  EXPECT_FALSE(messaging::may_see(member_chat, {std::nullopt, false, 5}));  // a visitor key never reaches a member's
  EXPECT_TRUE(messaging::may_see(visitor_chat, {std::nullopt, false, 6}));
  EXPECT_FALSE(messaging::may_see(visitor_chat, {std::nullopt, false, 7}));
  EXPECT_FALSE(messaging::may_see(visitor_chat, {10, false, std::nullopt}));
  EXPECT_LT(messaging::visitor_socket_key(6), 0);
}

TEST(SupportConversation, SendMessageWithSupportId) {
  const auto frame = messaging::parse_client_frame(R"({"type":"send_message","supportId":4,"content":"Hi"})");
  const auto& message = std::get<messaging::SendMessageFrame>(frame);
  EXPECT_EQ(message.support_id, 4);
  EXPECT_FALSE(message.conversation_id);
  EXPECT_EQ(message.content, "Hi");
}
