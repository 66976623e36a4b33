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

// --- client frames -------------------------------------------------------------------------------------------------

TEST(ClientFrame, ParsesTheThreeKinds) {
  auto auth = std::get<messaging::AuthenticateFrame>(messaging::parse_client_frame(R"({"type":"authenticate","userId":7})"));
  EXPECT_EQ(auth.user_id, 7);
  auto send = std::get<messaging::SendMessageFrame>(messaging::parse_client_frame(
      R"({"type":"send_message","projectId":3,"receiverId":4,"content":" hi "})"));
  EXPECT_EQ(send.project_id, 3);
  EXPECT_EQ(send.receiver_id, 4);
  EXPECT_EQ(send.content, " hi ");
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
