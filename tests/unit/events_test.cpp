#include <cw/events/envelope.hpp>

#include <gtest/gtest.h>
#include <sodium.h>

#include <regex>

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

TEST(Uuid, IsVersion4AndUnique) {
  ASSERT_GE(sodium_init(), 0);
  std::regex pattern("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");
  auto a = cw::events::new_uuid();
  EXPECT_TRUE(std::regex_match(a, pattern)) << a;
  EXPECT_NE(a, cw::events::new_uuid());
}
