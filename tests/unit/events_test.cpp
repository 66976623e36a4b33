#include <cw/events/contracts.hpp>
#include <cw/events/envelope.hpp>

#include <gtest/gtest.h>
#include <sodium.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <thread>

TEST(Envelope, RoundTripsAndRejectsMalformedPayloads) {
  ASSERT_GE(sodium_init(), 0);
  cw::events::Envelope event{cw::events::new_uuid(), "user.registered", cw::events::utc_now_iso(), "req-1",
                             {{"userId", 7}}};
  auto parsed = cw::events::parse_envelope(cw::events::to_json(event).dump());
  ASSERT_TRUE(parsed.has_value());
  EXPECT_EQ(parsed->id, event.id);
  EXPECT_EQ(parsed->type, "user.registered");
  EXPECT_EQ(parsed->data["userId"], 7);
  EXPECT_FALSE(cw::events::parse_envelope("not json").has_value());
  EXPECT_FALSE(cw::events::parse_envelope(R"({"id":"x","type":"t"})").has_value());
}

TEST(Envelope, RefusesWhatTheConsumerCouldNotRecord) {
  const std::string id = "0f8fad5b-d9cb-469f-a165-70867728950e";
  auto with = [&](const std::string& members) {
    return cw::events::parse_envelope(R"({"type":"project.posted","data":{},)" + members + "}");
  };
  EXPECT_TRUE(with(R"("id":")" + id + R"(")").has_value());
  EXPECT_TRUE(with(R"("id":")" + id + R"(","occurredAt":null,"requestId":null)").has_value());
  // Not a uuid: processed_events could not record it, so it could never be applied.
  EXPECT_FALSE(with(R"("id":"x")").has_value());
  EXPECT_FALSE(with(R"("id":"0f8fad5b-d9cb-469f-a165-70867728950")").has_value());
  EXPECT_FALSE(with(R"("id":"0f8fad5b-d9cb-469f-a165-70867728950g")").has_value());
  EXPECT_FALSE(with(R"("id":"0f8fad5b+d9cb-469f-a165-70867728950e")").has_value());
  EXPECT_FALSE(with(R"("id":7)").has_value());
  // Envelope members of the wrong type.
  EXPECT_FALSE(with(R"("id":")" + id + R"(","occurredAt":5)").has_value());
  EXPECT_FALSE(with(R"("id":")" + id + R"(","requestId":{"a":1})").has_value());
  EXPECT_FALSE(cw::events::parse_envelope(R"({"id":")" + id + R"(","type":"t","data":[]})").has_value());
  EXPECT_FALSE(cw::events::parse_envelope(R"({"id":")" + id + R"(","type":null,"data":{}})").has_value());
  EXPECT_FALSE(cw::events::parse_envelope("[1,2]").has_value());
}

TEST(Envelope, GivesTheIdInLowerCaseAsTheDatabaseDoes) {
  auto parsed = cw::events::parse_envelope(
      R"({"id":"0F8FAD5B-D9CB-469F-A165-70867728950E","type":"t","data":{}})");
  ASSERT_TRUE(parsed.has_value());
  EXPECT_EQ(parsed->id, "0f8fad5b-d9cb-469f-a165-70867728950e");
}

TEST(Uuid, IsVersion7UniqueAndOrderedByTime) {
  ASSERT_GE(sodium_init(), 0);
  std::regex pattern("^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");
  auto a = cw::events::new_uuid();
  EXPECT_TRUE(std::regex_match(a, pattern)) << a;
  EXPECT_NE(a, cw::events::new_uuid());
  // The first 48 bits are now in milliseconds: an id made 2 ms later sorts after (as text and as PostgreSQL's uuid).
  const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::system_clock::now().time_since_epoch()).count();
  const auto stamped = std::stoll(a.substr(0, 8) + a.substr(9, 4), nullptr, 16);
  EXPECT_LE(std::llabs(stamped - millis), 1000) << a;
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  EXPECT_LT(a, cw::events::new_uuid());
}

namespace {

using cw::events::Json;

// docs/events.md's examples: the JSON block under each "### `type`" heading, by type, and the topic of its section.
struct Example {
  std::string topic;
  Json data;
};

std::map<std::string, Example> documented_examples() {
  std::ifstream file(CW_EVENTS_DOC);
  std::stringstream text;
  text << file.rdbuf();
  std::map<std::string, Example> examples;
  std::string topic;
  std::string type;
  std::string block;
  bool in_block = false;
  std::string line;
  while (std::getline(text, line)) {
    std::smatch match;
    if (in_block) {
      if (line == "```") {
        in_block = false;
        if (!type.empty()) examples[type] = {topic, Json::parse(block)};
        type.clear();
      } else {
        block += line + "\n";
      }
    } else if (std::regex_match(line, match, std::regex("## ([a-z]+\\.events) .*"))) {
      topic = match[1];
    } else if (std::regex_match(line, match, std::regex("### `([a-z._]+)`"))) {
      type = match[1];
    } else if (line == "```json") {
      in_block = true;
      block.clear();
    }
  }
  return examples;
}

// Every member of the example missing in turn, and in turn of another type, makes a BadPayload; optional members
// (null in the contract's own JSON when absent) may be missing or null.
template <class Event>
void refuses_what_does_not_fit(const Json& example, const std::vector<std::string>& optional = {}) {
  for (const auto& [name, value] : example.items()) {
    const bool is_optional = std::find(optional.begin(), optional.end(), name) != optional.end();
    auto without = example;
    without.erase(name);
    if (is_optional) {
      EXPECT_NO_THROW(without.get<Event>()) << Event::kType << " without " << name;
    } else {
      EXPECT_THROW(without.get<Event>(), cw::events::BadPayload) << Event::kType << " without " << name;
    }
    for (const Json& wrong : {Json::object({{"a", 1}}), Json::array({1}), value.is_boolean() ? Json(0) : Json(true),
                              Json(1.5), value.is_string() ? Json(7) : Json("7")}) {
      auto changed = example;
      changed[name] = wrong;
      EXPECT_THROW(changed.get<Event>(), cw::events::BadPayload) << Event::kType << " with " << name << " = " << wrong;
    }
  }
  EXPECT_THROW(Json::array().get<Event>(), cw::events::BadPayload);
  EXPECT_THROW(Json("text").get<Event>(), cw::events::BadPayload);
}

template <class Event>
void matches_its_example(const std::map<std::string, Example>& examples, std::vector<std::string>& checked,
                         const std::vector<std::string>& optional = {}) {
  SCOPED_TRACE(Event::kType);
  auto found = examples.find(Event::kType);
  ASSERT_NE(found, examples.end()) << "docs/events.md has no example of " << Event::kType;
  EXPECT_EQ(found->second.topic, Event::kTopic);
  const auto event = found->second.data.template get<Event>();
  EXPECT_EQ(Json(event), found->second.data) << "the contract writes other JSON than its documented example";
  EXPECT_EQ(Json(Json(event).template get<Event>()), Json(event));
  refuses_what_does_not_fit<Event>(found->second.data, optional);
  checked.push_back(Event::kType);
}

}  // namespace

TEST(Contracts, EveryEventMatchesItsDocumentedExample) {
  using namespace cw::events;
  const auto examples = documented_examples();
  std::vector<std::string> checked;
  matches_its_example<UserRegistered>(examples, checked, {"source", "email"});
  matches_its_example<EngineerVerified>(examples, checked, {"adminId"});
  matches_its_example<EngineerRejected>(examples, checked);
  matches_its_example<EngineerVerificationRevoked>(examples, checked, {"adminId"});
  matches_its_example<EngineerReapplied>(examples, checked);
  matches_its_example<EngineerCertified>(examples, checked);
  matches_its_example<ProjectPosted>(examples, checked, {"timeline"});
  matches_its_example<BidPlaced>(examples, checked);
  matches_its_example<BidAccepted>(examples, checked);
  matches_its_example<ProjectCompleted>(examples, checked);
  matches_its_example<ProjectCancelled>(examples, checked);
  matches_its_example<InvitationSent>(examples, checked);
  matches_its_example<MessageSent>(examples, checked);
  matches_its_example<DirectMessageSent>(examples, checked);
  matches_its_example<EmailSent>(examples, checked);
  matches_its_example<SubscriptionChanged>(examples, checked, {"currentPeriodEnd", "capabilities"});
  matches_its_example<PaymentSucceeded>(examples, checked, {"projectId", "paymentType", "escrow"});
  matches_its_example<StageReleased>(examples, checked);
  matches_its_example<StageRefunded>(examples, checked);
  matches_its_example<MilestoneSubmitted>(examples, checked);
  matches_its_example<MilestoneChangesRequested>(examples, checked, {"note"});
  matches_its_example<MilestoneApproved>(examples, checked, {"paidDirectly"});
  matches_its_example<MilestoneDisputed>(examples, checked);
  matches_its_example<DisputeResolved>(examples, checked);
  matches_its_example<EngineerCertificationFailed>(examples, checked);
  matches_its_example<ReviewPosted>(examples, checked);
  matches_its_example<BrandingChanged>(examples, checked, {"companyName", "logoVersion"});
  matches_its_example<AccountDeleted>(examples, checked);
  matches_its_example<EngineerDirectoryAppearances>(examples, checked);
  matches_its_example<FilesUploaded>(examples, checked);
  matches_its_example<PaymentFailed>(examples, checked, {"projectId", "paymentType"});
  matches_its_example<SubscriptionPeriodEnding>(examples, checked);
  matches_its_example<SubscriptionTrialEnding>(examples, checked);
  matches_its_example<SubscriptionRenewalFailed>(examples, checked, {"nextAttemptAt"});
  matches_its_example<CertificationFeePaid>(examples, checked);
  matches_its_example<CertificateIssued>(examples, checked);
  matches_its_example<CertificateExpiring>(examples, checked);
  // Nothing documented without a contract.
  for (const auto& [type, example] : examples) {
    EXPECT_NE(std::find(checked.begin(), checked.end(), type), checked.end()) << type << " has no contract type";
  }
}

TEST(Contracts, ASubscriptionChangedWithoutCapabilitiesHasItsPlansDefaultOnes) {
  auto data = documented_examples().at(cw::events::SubscriptionChanged::kType).data;
  data.erase("capabilities");
  EXPECT_EQ(data.get<cw::events::SubscriptionChanged>().capabilities, cw::default_capabilities("professional"));
  data["plan"] = "starter";
  EXPECT_TRUE(data.get<cw::events::SubscriptionChanged>().capabilities.empty());
  data["capabilities"] = {"data_export", "teleportation"};
  EXPECT_EQ(data.get<cw::events::SubscriptionChanged>().capabilities,
            std::vector<cw::Capability>{cw::Capability::data_export})
      << "an id this build does not know is left out";
  data["capabilities"] = "data_export";
  EXPECT_THROW(data.get<cw::events::SubscriptionChanged>(), cw::events::BadPayload);
}

TEST(Contracts, IdsAreWholeNumbersOfAtLeastOne) {
  using cw::events::EngineerVerified;
  const Json base = {{"userId", 7}, {"verifiedAt", "2026-11-23T10:15:30.123Z"}};
  auto with_id = [&](Json id) {
    auto data = base;
    data["userId"] = std::move(id);
    return data;
  };
  EXPECT_EQ(with_id(9223372036854775807LL).get<EngineerVerified>().user_id, 9223372036854775807LL);
  EXPECT_EQ(with_id(1).get<EngineerVerified>().user_id, 1);
  for (const Json& bad : {Json(0), Json(-1), Json(9223372036854775808ULL), Json(18446744073709551615ULL),
                          Json(1e30), Json(7.0), Json(nullptr), Json("7")}) {
    EXPECT_THROW(with_id(bad).get<EngineerVerified>(), cw::events::BadPayload) << bad;
  }
  // A score of 0 is a whole number like any other.
  Json certified = {{"userId", 7}, {"score", 0}, {"totalQuestions", 10}, {"certifiedAt", "2026-11-23T10:15:30Z"}};
  EXPECT_EQ(certified.get<cw::events::EngineerCertified>().score, 0);
}

TEST(Contracts, DirectoryAppearancesNameADayAndEachEngineerWithNewViewers) {
  using cw::events::EngineerDirectoryAppearances;
  const Json base = {{"day", "2026-11-28"}, {"appearances", {{{"engineerId", 7}, {"viewers", 3}}}}};
  const auto event = base.get<EngineerDirectoryAppearances>();
  EXPECT_EQ(event.key(), "2026-11-28");
  EXPECT_EQ(event.appearances, (std::vector<cw::events::DirectoryAppearance>{{7, 3}}));
  for (const Json& bad_day : {Json("2026-02-30"), Json("2026-13-01"), Json("28/11/2026"), Json("2026-11-28T00:00:00Z"),
                              Json("")}) {
    auto data = base;
    data["day"] = bad_day;
    EXPECT_THROW(data.get<EngineerDirectoryAppearances>(), cw::events::BadPayload) << bad_day;
  }
  EXPECT_EQ([&] { auto d = base; d["day"] = "2028-02-29"; return d; }().get<EngineerDirectoryAppearances>().day,
            "2028-02-29");
  for (const Json& bad_entry : {Json({{"engineerId", 7}, {"viewers", 0}}), Json({{"engineerId", 0}, {"viewers", 1}}),
                                Json({{"engineerId", 7}}), Json({{"viewers", 1}}), Json(7), Json("7"),
                                Json({{"engineerId", "7"}, {"viewers", 1}})}) {
    auto data = base;
    data["appearances"].push_back(bad_entry);
    EXPECT_THROW(data.get<EngineerDirectoryAppearances>(), cw::events::BadPayload) << bad_entry;
  }
  auto too_many = base;
  too_many["appearances"] = Json::array();
  for (std::size_t i = 1; i <= EngineerDirectoryAppearances::kMaxEngineers + 1; ++i) {
    too_many["appearances"].push_back({{"engineerId", i}, {"viewers", 1}});
  }
  EXPECT_THROW(too_many.get<EngineerDirectoryAppearances>(), cw::events::BadPayload);
  too_many["appearances"].erase(too_many["appearances"].size() - 1);
  EXPECT_EQ(too_many.get<EngineerDirectoryAppearances>().appearances.size(), EngineerDirectoryAppearances::kMaxEngineers);
}

TEST(Contracts, NewEnvelopeCarriesTheTypeAndTheData) {
  ASSERT_GE(sodium_init(), 0);
  cw::events::ProjectCancelled event{41, 3, "2026-11-23T10:15:30.123Z"};
  const auto envelope = cw::events::parse_envelope(cw::events::new_envelope(event).dump());
  ASSERT_TRUE(envelope.has_value());
  EXPECT_EQ(envelope->type, "project.cancelled");
  EXPECT_EQ(envelope->data.get<cw::events::ProjectCancelled>().client_id, 3);
  EXPECT_EQ(event.key(), "41");
}

namespace {

// The documented example of an event, with its amount written as an event from before cents would write it.
template <class Event>
Json with_legacy_amount(const std::map<std::string, Example>& examples, Json amount) {
  auto data = examples.at(Event::kType).data;
  data.erase("amountCents");
  data["amount"] = std::move(amount);
  return data;
}

template <class Event>
void reads_a_legacy_amount(const std::map<std::string, Example>& examples) {
  SCOPED_TRACE(Event::kType);
  EXPECT_EQ(with_legacy_amount<Event>(examples, "1500.00").template get<Event>().amount.cents(), 150000);
  EXPECT_EQ(with_legacy_amount<Event>(examples, "1500.5").template get<Event>().amount.cents(), 150050);
  EXPECT_EQ(with_legacy_amount<Event>(examples, "0.07").template get<Event>().amount.cents(), 7);
  // Written again, it carries cents.
  const auto event = with_legacy_amount<Event>(examples, "1250.00").template get<Event>();
  EXPECT_EQ(Json(event).at("amountCents"), 125000);
  EXPECT_FALSE(Json(event).contains("amount"));
  // The old form was text with two decimals: nothing else reads.
  for (const Json& bad : {Json("1,500.00"), Json("1500.001"), Json("-5.00"), Json(""), Json(1500), Json(15.5),
                          Json(nullptr), Json::object()}) {
    EXPECT_THROW(with_legacy_amount<Event>(examples, bad).template get<Event>(), cw::events::BadPayload) << bad;
  }
  // Cents are whole and not negative.
  auto data = examples.at(Event::kType).data;
  data["amountCents"] = -1;
  EXPECT_THROW(data.template get<Event>(), cw::events::BadPayload);
  data["amountCents"] = 0;
  EXPECT_EQ(data.template get<Event>().amount.cents(), 0);
}

}  // namespace

// During a rolling deploy an event written before amounts were carried in cents may still wait in its topic.
TEST(Contracts, AnAmountWrittenAsTextBeforeCentsStillReads) {
  using namespace cw::events;
  const auto examples = documented_examples();
  reads_a_legacy_amount<BidPlaced>(examples);
  reads_a_legacy_amount<BidAccepted>(examples);
  reads_a_legacy_amount<PaymentSucceeded>(examples);
  reads_a_legacy_amount<StageReleased>(examples);
  reads_a_legacy_amount<StageRefunded>(examples);
}

TEST(Contracts, StagesAndOutcomesAreTheEnumsOrRefused) {
  using namespace cw::events;
  const auto examples = documented_examples();
  auto resolved = examples.at(DisputeResolved::kType).data;
  EXPECT_EQ(resolved.get<DisputeResolved>().stage, cw::ProjectStage::final_payment);
  EXPECT_EQ(resolved.get<DisputeResolved>().outcome, cw::DisputeOutcome::split);
  for (const char* stage : {"Milestone", "final", ""}) {
    auto data = resolved;
    data["stage"] = stage;
    EXPECT_THROW(data.get<DisputeResolved>(), BadPayload) << stage;
  }
  for (const char* outcome : {"halve", "Release", ""}) {
    auto data = resolved;
    data["outcome"] = outcome;
    EXPECT_THROW(data.get<DisputeResolved>(), BadPayload) << outcome;
  }
  auto released = examples.at(StageReleased::kType).data;
  EXPECT_EQ(released.get<StageReleased>().payment_type, cw::ProjectStage::down_payment);
  released["paymentType"] = "deposit";
  EXPECT_THROW(released.get<StageReleased>(), BadPayload);
  // A plan's payment names no stage; a stage's payment names one of the three.
  auto paid = examples.at(PaymentSucceeded::kType).data;
  EXPECT_EQ(paid.get<PaymentSucceeded>().payment_type, cw::ProjectStage::down_payment);
  paid["paymentType"] = nullptr;
  EXPECT_EQ(paid.get<PaymentSucceeded>().payment_type, std::nullopt);
  paid["paymentType"] = "deposit";
  EXPECT_THROW(paid.get<PaymentSucceeded>(), BadPayload);
  // Where a stage's money went: an event from before the field was carried reads as held, a plan's as not.
  paid = examples.at(PaymentSucceeded::kType).data;
  paid["escrow"] = false;
  EXPECT_FALSE(paid.get<PaymentSucceeded>().escrow);
  paid.erase("escrow");
  EXPECT_TRUE(paid.get<PaymentSucceeded>().escrow);
  paid["kind"] = "subscription";
  paid["projectId"] = nullptr;
  paid["paymentType"] = nullptr;
  EXPECT_FALSE(paid.get<PaymentSucceeded>().escrow);
  for (auto stage : cw::kProjectStages) EXPECT_EQ(cw::parse_project_stage(cw::to_string(stage)), stage);
}

// bid.placed and message.sent are made whole in C++ (never finished in SQL): every member round-trips.
TEST(Contracts, BidPlacedAndMessageSentRoundTripWhole) {
  using namespace cw::events;
  const BidPlaced bid{95, 41, 3, 7, cw::Money::from_cents(150000), "2026-11-23T10:15:30.123Z"};
  const auto bid_back = Json(bid).get<BidPlaced>();
  EXPECT_EQ(bid_back.bid_id, 95);
  EXPECT_EQ(bid_back.client_id, 3);
  EXPECT_EQ(bid_back.amount, cw::Money::from_cents(150000));
  EXPECT_EQ(bid_back.placed_at, bid.placed_at);
  EXPECT_EQ(bid.key(), "41");
  const MessageSent message{1201, 41, 3, 7, "2026-11-23T10:15:30.123Z"};
  const auto message_back = Json(message).get<MessageSent>();
  EXPECT_EQ(message_back.message_id, 1201);
  EXPECT_EQ(message_back.receiver_id, 7);
  EXPECT_EQ(message_back.created_at, message.created_at);
  EXPECT_EQ(message.key(), "41");
}
