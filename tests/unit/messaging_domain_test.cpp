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

namespace {

using cw::DisputeOutcome;
using cw::ProjectStage;
using messaging::Party;

const messaging::ProjectRef kOak{41, "Oak kitchen", 320000};  // a $3,200.00 bid: 1,600 / 960 / 640
const messaging::ProjectRef kUnknown{42, "", std::nullopt};    // a project the projection has not heard of yet

bool says(const messaging::NotificationDraft& draft, const std::string& words) {
  return draft.message.find(words) != std::string::npos;
}

}  // namespace

TEST(ProjectNotifications, TitlesAndTypesPerTheContract) {
  auto bid = messaging::new_bid_notification(kOak, 150000);
  EXPECT_EQ(bid.title, "New Bid");
  EXPECT_EQ(bid.type, "bid");
  EXPECT_EQ(bid.kind, "new_bid");
  EXPECT_EQ(bid.link, "/project/41#bids");
  EXPECT_EQ(bid.project_id, 41);
  EXPECT_EQ(bid.message, "An engineer bid $1,500.00 on \"Oak kitchen\".");
  EXPECT_EQ(messaging::bid_accepted_notification(kUnknown, 1000).title, "Bid Accepted");
  EXPECT_TRUE(says(messaging::bid_accepted_notification(kUnknown, 1000), "your project"));
  EXPECT_EQ(messaging::project_completed_notification(kOak, Party::engineer).type, "project_update");
  EXPECT_EQ(messaging::project_completed_notification(kOak, Party::client).kind, "project_completed");
  EXPECT_EQ(messaging::project_cancelled_notification(kOak, Party::engineer).title, "Project Update");
  EXPECT_EQ(messaging::project_cancelled_notification(kOak, Party::client).kind, "project_cancelled");
}

TEST(Notifications, AnInvitationNamesTheClientAndTheProject) {
  const auto invited = messaging::invitation_notification(41, "Grace Hopper", "Oak kitchen");
  EXPECT_EQ(invited.title, "Invitation to Bid");
  EXPECT_EQ(invited.message, "Grace Hopper invited you to bid on \"Oak kitchen\".");
  EXPECT_EQ(invited.kind, "bid_invitation");
  EXPECT_EQ(invited.link, "/project/41");
  EXPECT_EQ(invited.project_id, 41);
  EXPECT_EQ(messaging::invitation_notification(41, "", "").message, "A client invited you to bid on your project.");
}

TEST(MoneyText, DollarsWithThousandsAndCents) {
  EXPECT_EQ(messaging::money_text(160000), "$1,600.00");
  EXPECT_EQ(messaging::money_text(5), "$0.05");
  EXPECT_EQ(messaging::money_text(100000000000), "$1,000,000,000.00");
  EXPECT_EQ(messaging::money_text(99999), "$999.99");
}

TEST(StageAmounts, FiftyThirtyAndTheRest) {
  EXPECT_EQ(messaging::stage_amount_cents(320000, ProjectStage::down_payment), 160000);
  EXPECT_EQ(messaging::stage_amount_cents(320000, ProjectStage::milestone), 96000);
  EXPECT_EQ(messaging::stage_amount_cents(320000, ProjectStage::final_payment), 64000);
  EXPECT_EQ(messaging::stage_amount_cents(101, ProjectStage::down_payment) +
                messaging::stage_amount_cents(101, ProjectStage::milestone) +
                messaging::stage_amount_cents(101, ProjectStage::final_payment),
            101);
}

TEST(AutoApprovalDay, SevenDaysAfterTheSubmission) {
  EXPECT_EQ(messaging::auto_approval_day("2026-11-27T10:00:00.000Z"), "Dec 4");
  EXPECT_EQ(messaging::auto_approval_day("2026-12-28T23:59:59Z"), "Jan 4");
  EXPECT_EQ(messaging::auto_approval_day("soon"), "soon");
}

TEST(StepNotifications, SubmissionTellsTheClientWhenItApprovesItself) {
  auto submitted = messaging::stage_submitted_notification(kOak, ProjectStage::milestone, 1, "2026-11-27T10:00:00Z");
  EXPECT_EQ(submitted.kind, "stage_submitted");
  EXPECT_EQ(submitted.link, "/project/41#milestones");
  EXPECT_TRUE(says(submitted, "\"Oak kitchen\" ($960.00)"));
  EXPECT_TRUE(says(submitted, "approves automatically on Dec 4"));
  auto last = messaging::stage_submitted_notification(kOak, ProjectStage::final_payment, 2, "2026-11-27T10:00:00Z");
  EXPECT_EQ(last.kind, "final_delivery");
  EXPECT_EQ(last.title, "Final Delivery");
  EXPECT_TRUE(says(last, "(revision 2)"));
}

TEST(StepNotifications, ChangesRequestedQuoteTheNoteAndCountWhatIsLeft) {
  auto changes = messaging::changes_requested_notification(kOak, ProjectStage::down_payment, 1, "Wider doors");
  EXPECT_EQ(changes.kind, "changes_requested");
  EXPECT_TRUE(says(changes, "\"Wider doors\""));
  EXPECT_TRUE(says(changes, "2 revisions left."));
  EXPECT_TRUE(says(messaging::changes_requested_notification(kOak, ProjectStage::milestone, 2, std::nullopt),
                   "1 revision left."));
}

TEST(StepNotifications, ApprovalTellsAnAutomaticOneApart) {
  auto approved =
      messaging::stage_approved_notification(kOak, ProjectStage::down_payment, false, false, Party::engineer);
  EXPECT_EQ(approved.kind, "stage_approved");
  EXPECT_TRUE(says(approved, "($1,600.00)"));
  EXPECT_TRUE(says(approved, "its money goes to you."));
  auto automatic = messaging::stage_approved_notification(kOak, ProjectStage::down_payment, true, false, Party::client);
  EXPECT_EQ(automatic.kind, "stage_auto_approved");
  EXPECT_TRUE(says(automatic, "automatically"));
  EXPECT_FALSE(says(automatic, "money"));
}

TEST(StepNotifications, ApprovingAStagePaidDirectlyMovesNoMoney) {
  for (bool automatic : {false, true}) {
    auto approved =
        messaging::stage_approved_notification(kOak, ProjectStage::down_payment, automatic, true, Party::engineer);
    EXPECT_TRUE(says(approved, "It was paid to you when it was funded.")) << approved.message;
    EXPECT_FALSE(says(approved, "goes to you")) << approved.message;
  }
}

TEST(StepNotifications, DisputesNameWhoOpenedAndTheOutcome) {
  auto opened = messaging::dispute_opened_notification(kOak, ProjectStage::milestone, Party::client);
  EXPECT_EQ(opened.kind, "dispute_opened");
  EXPECT_TRUE(says(opened, "The client opened a dispute"));
  auto split = messaging::dispute_resolved_notification(kOak, ProjectStage::milestone, DisputeOutcome::split, 6000);
  EXPECT_EQ(split.kind, "dispute_resolved");
  EXPECT_EQ(split.link, "/project/41#payments");
  EXPECT_TRUE(says(split, "$960.00 is split: 60% to the engineer, 40% to the client."));
  EXPECT_TRUE(says(messaging::dispute_resolved_notification(kOak, ProjectStage::milestone, DisputeOutcome::refund, 0),
                   "goes back to the client"));
}

TEST(StepNotifications, PaymentsNameTheAmountOnce) {
  auto funded = messaging::stage_paid_notification(kOak, ProjectStage::down_payment, 160000, Party::engineer);
  EXPECT_EQ(funded.kind, "stage_funded");
  EXPECT_EQ(funded.message,
            "You can start: the client paid the $1,600.00 down payment into escrow for \"Oak kitchen\".");
  auto paid = messaging::stage_paid_notification(kOak, ProjectStage::down_payment, 160000, Party::client);
  EXPECT_EQ(paid.kind, "payment_succeeded");
  EXPECT_EQ(paid.link, "/project/41#payments");
  EXPECT_EQ(paid.message.find("payment payment"), std::string::npos);
  // A project accepted without escrow: the money went to the engineer at once, and both sides read so.
  auto direct = messaging::stage_paid_notification(kOak, ProjectStage::down_payment, 160000, Party::engineer, false);
  EXPECT_EQ(direct.kind, "stage_funded");
  EXPECT_EQ(direct.message,
            "You can start: the client paid you the $1,600.00 down payment for \"Oak kitchen\" directly (no escrow).");
  auto paid_directly = messaging::stage_paid_notification(kOak, ProjectStage::milestone, 96000, Party::client, false);
  EXPECT_TRUE(says(paid_directly, "went to the engineer at once (not held in escrow)"));
  EXPECT_FALSE(says(paid_directly, "it is held in escrow"));
  auto released = messaging::stage_released_notification(kOak, ProjectStage::milestone, 96000);
  EXPECT_EQ(released.kind, "stage_released");
  EXPECT_TRUE(says(released, "$960.00 of the milestone payment"));
  auto refunded = messaging::stage_refunded_notification(kOak, ProjectStage::final_payment, 64000, Party::client);
  EXPECT_EQ(refunded.kind, "stage_refunded");
  EXPECT_TRUE(says(refunded, "refunded to you"));
  auto plan = messaging::plan_paid_notification(2900);
  EXPECT_EQ(plan.link, "/subscription");
  EXPECT_EQ(plan.project_id, std::nullopt);
}

TEST(AccountNotifications, DecisionsAndResultsLinkWhereTheyAreAbout) {
  EXPECT_EQ(messaging::application_approved_notification().kind, "application_approved");
  auto rejected = messaging::application_rejected_notification("More portfolio");
  EXPECT_EQ(rejected.kind, "application_rejected");
  EXPECT_EQ(rejected.link, "/profile");
  EXPECT_TRUE(says(rejected, "More portfolio"));
  auto passed = messaging::certification_notification(true, 18, 20);
  EXPECT_EQ(passed.kind, "certification_result");
  EXPECT_EQ(passed.link, "/certification");
  EXPECT_TRUE(says(passed, "18 of 20"));
  EXPECT_EQ(messaging::certification_notification(false, 9, 20).title, "Certification Not Passed");
}

TEST(NewStepNotifications, FilesPaymentsFailedAndReviews) {
  auto one = messaging::files_uploaded_notification(kOak, Party::engineer, {"layout.dxf"});
  EXPECT_EQ(one.kind, "files_uploaded");
  EXPECT_EQ(one.link, "/project/41#files");
  EXPECT_EQ(one.message, "The engineer uploaded layout.dxf to \"Oak kitchen\".");
  EXPECT_TRUE(says(messaging::files_uploaded_notification(kOak, Party::client, {"a.pdf", "b.png"}),
                   "The client uploaded 2 files (a.pdf, b.png)"));
  EXPECT_EQ(messaging::files_uploaded_more_text(kOak, Party::engineer),
            "The engineer uploaded several files to \"Oak kitchen\".");
  auto declined = messaging::payment_failed_notification(kOak, ProjectStage::down_payment, 160000, false,
                                                         "Your card was declined.");
  EXPECT_EQ(declined.kind, "payment_failed");
  EXPECT_EQ(declined.link, "/project/41#payments");
  EXPECT_TRUE(says(declined, "$1,600.00 down payment for \"Oak kitchen\" did not go through: Your card was declined."));
  auto plan = messaging::payment_failed_notification(std::nullopt, std::nullopt, 2900, true, "");
  EXPECT_EQ(plan.kind, "payment_requires_action");
  EXPECT_EQ(plan.link, "/subscription");
  auto review = messaging::review_received_notification(kOak, 5);
  EXPECT_EQ(review.kind, "review_received");
  EXPECT_TRUE(says(review, "5 of 5"));
}

TEST(SubscriptionNotifications, CancelledEndedAndRenewedPlansAreTold) {
  using messaging::PlanState;
  const PlanState pro{"professional", false, "2026-12-23T10:15:30.123Z"};
  auto cancelled = messaging::subscription_notification(pro, {"professional", true, "2026-12-23T10:15:30.123Z"});
  ASSERT_TRUE(cancelled);
  EXPECT_EQ(cancelled->kind, "subscription_cancelled");
  EXPECT_EQ(cancelled->link, "/subscription");
  EXPECT_EQ(cancelled->message,
            "Your Professional plan is cancelled: it stays yours until Dec 23, then you move to Starter.");
  auto ended = messaging::subscription_notification({"professional", true, "2026-12-23T10:15:30.123Z"},
                                                    {"starter", false, std::nullopt});
  ASSERT_TRUE(ended);
  EXPECT_EQ(ended->message, "Your Professional plan ended: you are on Starter now.");
  auto renewed = messaging::subscription_notification(pro, {"professional", false, "2027-01-22T10:15:30.123Z"});
  ASSERT_TRUE(renewed);
  EXPECT_EQ(renewed->kind, "subscription_renewed");
  EXPECT_EQ(renewed->message, "Your Professional plan renewed until Jan 22.");
  // Buying or changing a plan is told by its payment; reactivating needs no word.
  EXPECT_FALSE(messaging::subscription_notification({"starter", false, std::nullopt}, pro));
  EXPECT_FALSE(messaging::subscription_notification(pro, {"enterprise", false, "2026-12-30T00:00:00.000Z"}));
  EXPECT_FALSE(messaging::subscription_notification({"professional", true, "2026-12-23T10:15:30.123Z"}, pro));
}

TEST(NotificationQuery, ReadsUnreadBeforeAndLimit) {
  auto fallback = messaging::notification_query(std::nullopt, std::nullopt, std::nullopt);
  EXPECT_FALSE(fallback.unread_only);
  EXPECT_EQ(fallback.before, std::nullopt);
  EXPECT_EQ(fallback.limit, 100);
  auto page = messaging::notification_query("true", "77", "20");
  EXPECT_TRUE(page.unread_only);
  EXPECT_EQ(page.before, 77);
  EXPECT_EQ(page.limit, 20);
  EXPECT_EQ(error_of([] { messaging::notification_query("yes", std::nullopt, std::nullopt); }).what(),
            std::string("unread must be one of: true, false"));
  EXPECT_EQ(error_of([] { messaging::notification_query(std::nullopt, "-1", std::nullopt); }).what(),
            std::string("before must be a notification id"));
  EXPECT_THROW(messaging::notification_query(std::nullopt, std::nullopt, "101"), cw::DomainError);
}

TEST(ProjectUpdateText, SpeaksToBothPartiesAndNamesTheProject) {
  using messaging::ProjectChange;
  EXPECT_EQ(messaging::project_update_text(ProjectChange::assigned, "Oak kitchen"),
            "\"Oak kitchen\" is now in progress: a bid was accepted.");
  EXPECT_EQ(messaging::project_update_text(ProjectChange::completed, "Oak kitchen"),
            "\"Oak kitchen\" was marked completed.");
  EXPECT_EQ(messaging::project_update_text(ProjectChange::cancelled, ""), "The project was cancelled.");
}

TEST(CertificateNotices, LinkToTheCertificateAndToTheTrack) {
  const auto issued = messaging::certificate_issued_notification("CW-CV-7K3M9QX2", "Cabinet Vision Certified",
                                                                 "2028-11-23T10:15:30.123Z");
  EXPECT_EQ(issued.kind, "certificate_issued");
  EXPECT_EQ(issued.title, "Certificate issued");
  EXPECT_EQ(issued.link, "/certificates/CW-CV-7K3M9QX2");
  EXPECT_EQ(issued.message, "You passed: your Cabinet Vision Certified certificate CW-CV-7K3M9QX2 is valid until "
                            "Nov 23, 2028.");
  const auto expiring = messaging::certificate_expiring_notification("cabinet_vision", "Cabinet Vision Certified",
                                                                     "2026-12-28T10:15:30.123Z", 30);
  EXPECT_EQ(expiring.kind, "certificate_expiring");
  EXPECT_EQ(expiring.link, "/certification/tracks/cabinet_vision");
  EXPECT_TRUE(messaging::certificate_id_shape("CW-CV-7K3M9QX2"));
  for (const char* bad : {"", "CW-CV-7K3M9QX", "CW-CV-7K3M9QXI", "CW-cv-7K3M9QX2", "XX-CV-7K3M9QX2", "CW-CV-7K3M/QX2",
                          "../../admin"}) {
    EXPECT_FALSE(messaging::certificate_id_shape(bad)) << bad;
  }
  EXPECT_TRUE(messaging::track_id_shape("cabinet_vision"));
  EXPECT_FALSE(messaging::track_id_shape("cabinet-vision/../x"));
  EXPECT_FALSE(messaging::track_id_shape(""));
}

