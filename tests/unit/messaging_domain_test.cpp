#include "realtime/client_frame.hpp"
#include "domain/conversation.hpp"
#include "domain/notification.hpp"

#include <cw/errors.hpp>

#include <gtest/gtest.h>

#include "domain_error.hpp"

#include <functional>
#include <vector>

TEST(WelcomeNotification, DependsOnWhatTheMemberCameToDo) {
  auto engineer = messaging::welcome_notification(cw::Role::engineer, "Ada");
  EXPECT_EQ(engineer.title, "Welcome to CabinetWorks, Ada!");
  EXPECT_NE(engineer.message.find("certification"), std::string::npos);
  auto client = messaging::welcome_notification(cw::Role::client, "Bo");
  EXPECT_NE(client.message.find("Post your first cabinet project"), std::string::npos);
}

// --- who may talk ---------------------------------------------------------------------------------------------------

namespace {

constexpr std::int64_t kClient = 1;
constexpr std::int64_t kBidder = 2;
constexpr std::int64_t kOtherBidder = 3;
constexpr std::int64_t kOutsider = 9;

messaging::ProjectParties open_project() { return {100, kClient, std::nullopt, {kBidder, kOtherBidder}}; }

messaging::ProjectParties assigned_project() { return {100, kClient, kBidder, {kBidder, kOtherBidder}}; }

using cw::testing::error_of;

}  // namespace

TEST(Participants, AreTheClientTheBiddersAndTheAssignedEngineer) {
  for (auto user : {kClient, kBidder, kOtherBidder}) {
    EXPECT_TRUE(messaging::is_participant(open_project(), user));
    EXPECT_TRUE(messaging::is_participant(assigned_project(), user));
  }
  EXPECT_FALSE(messaging::is_participant(open_project(), kOutsider));
  messaging::ProjectParties assigned_without_bid{100, kClient, kOutsider, {}};
  EXPECT_TRUE(messaging::is_participant(assigned_without_bid, kOutsider));
}

TEST(MayTalk, BeforeAssignmentTheClientAndEveryBidderBothWays) {
  EXPECT_TRUE(messaging::may_talk(open_project(), kClient, kBidder));
  EXPECT_TRUE(messaging::may_talk(open_project(), kOtherBidder, kClient));
  EXPECT_FALSE(messaging::may_talk(open_project(), kBidder, kOtherBidder));
  EXPECT_FALSE(messaging::may_talk(open_project(), kClient, kOutsider));
  EXPECT_FALSE(messaging::may_talk(open_project(), kOutsider, kClient));
  EXPECT_FALSE(messaging::may_talk(open_project(), kClient, kClient));
}

TEST(MayTalk, AfterAssignmentOnlyTheClientAndTheAssignedEngineer) {
  EXPECT_TRUE(messaging::may_talk(assigned_project(), kClient, kBidder));
  EXPECT_TRUE(messaging::may_talk(assigned_project(), kBidder, kClient));
  EXPECT_FALSE(messaging::may_talk(assigned_project(), kClient, kOtherBidder));
  EXPECT_FALSE(messaging::may_talk(assigned_project(), kOtherBidder, kClient));
}

// --- content and paging --------------------------------------------------------------------------------------------

TEST(MessageContent, IsTrimmedAndOneTo5000Characters) {
  EXPECT_EQ(messaging::message_content("  Hello\n"), "Hello");
  EXPECT_EQ(error_of([] { messaging::message_content(" \t\n "); }).what(), std::string("Message content cannot be empty"));
  EXPECT_EQ(messaging::message_content(std::string(5000, 'a')).size(), 5000u);
  EXPECT_EQ(error_of([] { messaging::message_content(std::string(5001, 'a')); }).kind(), cw::ErrorKind::invalid);
  std::string umlauts;
  for (int i = 0; i < 5000; ++i) umlauts += "\xC3\xA4";  // 5,000 characters, 10,000 bytes
  EXPECT_EQ(messaging::message_content(umlauts), umlauts);
}

TEST(HistoryPaging, DefaultsAndBounds) {
  EXPECT_EQ(messaging::history_limit(std::nullopt), 50);
  EXPECT_EQ(messaging::history_limit(""), 50);  // an empty field, as every paged list reads it
  EXPECT_EQ(messaging::history_limit("200"), 200);
  EXPECT_EQ(messaging::history_after(std::nullopt), 0);
  EXPECT_EQ(messaging::history_after("42"), 42);
  for (const char* bad : {"0", "201", "-1", "abc", "1.5", "99999999999999999999"}) {
    EXPECT_EQ(error_of([bad] { messaging::history_limit(std::string(bad)); }).kind(), cw::ErrorKind::invalid) << bad;
  }
  for (const char* bad : {"-1", "abc", "", "7x"}) {
    EXPECT_EQ(error_of([bad] { messaging::history_after(std::string(bad)); }).kind(), cw::ErrorKind::invalid) << bad;
  }
}

// --- clientMessageId: a message sent again -------------------------------------------------------------------------

TEST(ClientMessageId, EightTo64LettersDigitsDashesOrUnderscores) {
  for (const auto& id : std::vector<std::string>{"5f0c2a8e-1b7d-4c3e-9a6f-0d2b8e4c1a7f", "abcdefgh", std::string(64, 'Z'),
                                                 "under_score-09"}) {
    EXPECT_NO_THROW(messaging::check_client_message_id(id)) << id;
  }
  for (const auto& id : std::vector<std::string>{"", "abcdefg", std::string(65, 'a'), "has space1", "semi;colon",
                                                 "quote\"d-id", std::string("nul\0character", 13), "dot.ted.id",
                                                 "\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87-\xd0\xba\xd0\xbb"}) {
    const auto error = error_of([&] { messaging::check_client_message_id(id); });
    EXPECT_EQ(error.kind(), cw::ErrorKind::invalid) << id;
    EXPECT_STREQ(error.what(), "clientMessageId must be 8 to 64 letters, digits, '-' or '_'");
  }
}

TEST(ClientMessageId, AResendSaysTheSameToTheSameReceiver) {
  messaging::Message earlier;
  earlier.receiver_id = 12;
  earlier.content = "Is the sink base 36 inches?";
  EXPECT_TRUE(messaging::is_resend_of(earlier, 12, "Is the sink base 36 inches?"));
  EXPECT_TRUE(messaging::is_resend_of(earlier, 12, "  Is the sink base 36 inches?\n"));  // compared once trimmed
  EXPECT_FALSE(messaging::is_resend_of(earlier, 13, "Is the sink base 36 inches?"));
  EXPECT_FALSE(messaging::is_resend_of(earlier, 12, "Is the sink base 34 inches?"));
  EXPECT_FALSE(messaging::is_resend_of(earlier, 12, ""));
}

// --- client frames -------------------------------------------------------------------------------------------------

TEST(ClientFrame, ParsesTheThreeKinds) {
  auto auth = std::get<messaging::AuthenticateFrame>(messaging::parse_client_frame(R"({"type":"authenticate","userId":7})"));
  EXPECT_EQ(auth.user_id, 7);
  auto send = std::get<messaging::SendMessageFrame>(messaging::parse_client_frame(
      R"({"type":"send_message","projectId":3,"receiverId":4,"content":" hi "})"));
  EXPECT_EQ(send.project_id, 3);
  EXPECT_EQ(send.receiver_id, 4);
  EXPECT_EQ(send.content, " hi ");
  EXPECT_EQ(send.client_message_id, std::nullopt);
  auto keyed = std::get<messaging::SendMessageFrame>(messaging::parse_client_frame(
      R"({"type":"send_message","projectId":3,"receiverId":4,"content":"hi","clientMessageId":"msg-0001"})"));
  EXPECT_EQ(keyed.client_message_id, "msg-0001");
  auto null_id = std::get<messaging::SendMessageFrame>(messaging::parse_client_frame(
      R"({"type":"send_message","projectId":3,"receiverId":4,"content":"hi","clientMessageId":null})"));
  EXPECT_EQ(null_id.client_message_id, std::nullopt);
  auto join = std::get<messaging::JoinProjectFrame>(messaging::parse_client_frame(R"({"type":"join_project","projectId":5})"));
  EXPECT_EQ(join.project_id, 5);
}

TEST(ClientFrame, NamesWhatIsWrong) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"{not json", "Invalid JSON"},
      {"[1,2]", "A frame must be a JSON object"},
      {R"({"userId":1})", "Missing field: type"},
      {R"({"type":"dance"})", "Unknown message type: dance"},
      {R"({"type":"send_message","projectId":3,"content":"hi"})", "Missing field: receiverId"},
      {R"({"type":"send_message","projectId":"3","receiverId":4,"content":"hi"})", "projectId must be a positive integer"},
      {R"({"type":"send_message","projectId":3,"receiverId":4,"content":5})", "content must be text"},
      {"{\"type\":\"send_message\",\"projectId\":3,\"receiverId\":4,\"content\":\"a\\u0000b\"}",
       "content must not contain a null character"},
      {"{\"type\":\"join\\u0000_project\",\"projectId\":3}", "type must not contain a null character"},
      {R"({"type":"join_project","projectId":0})", "projectId must be a positive integer"},
      {R"({"type":"authenticate","userId":null})", "Missing field: userId"},
      {R"({"type":"send_message","projectId":3,"receiverId":4,"content":"hi","clientMessageId":"short"})",
       "clientMessageId must be 8 to 64 letters, digits, '-' or '_'"},
      {R"({"type":"send_message","projectId":3,"receiverId":4,"content":"hi","clientMessageId":12345678})",
       "clientMessageId must be text"},
      {"{\"type\":\"send_message\",\"projectId\":3,\"receiverId\":4,\"content\":\"hi\","
       "\"clientMessageId\":\"a\\u0000bcdefgh\"}",
       "clientMessageId must not contain a null character"},
  };
  for (const auto& [text, message] : cases) {
    EXPECT_EQ(error_of([&] { messaging::parse_client_frame(text); }).what(), message) << text;
  }
}

// --- notifications from projects' events ---------------------------------------------------------------------------

TEST(ProjectNotifications, TitlesAndTypesPerTheContract) {
  auto bid = messaging::new_bid_notification("Oak kitchen", "1500.00");
  EXPECT_EQ(bid.title, "New Bid");
  EXPECT_EQ(bid.type, "bid");
  EXPECT_NE(bid.message.find("$1500.00"), std::string::npos);
  EXPECT_NE(bid.message.find("\"Oak kitchen\""), std::string::npos);
  EXPECT_EQ(messaging::bid_accepted_notification("", "10.00").title, "Bid Accepted");
  EXPECT_NE(messaging::bid_accepted_notification("", "10.00").message.find("your project"), std::string::npos);
  EXPECT_EQ(messaging::project_completed_notification("X").type, "project_update");
  EXPECT_EQ(messaging::project_cancelled_notification("X").title, "Project Update");
}

TEST(ProjectUpdateText, SpeaksToBothPartiesAndNamesTheProject) {
  using messaging::ProjectChange;
  EXPECT_EQ(messaging::project_update_text(ProjectChange::assigned, "Oak kitchen"),
            "\"Oak kitchen\" is now in progress: a bid was accepted.");
  EXPECT_EQ(messaging::project_update_text(ProjectChange::completed, "Oak kitchen"),
            "\"Oak kitchen\" was marked completed.");
  EXPECT_EQ(messaging::project_update_text(ProjectChange::cancelled, ""), "The project was cancelled.");
}
