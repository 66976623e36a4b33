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

TEST(Uuid, IsVersion4AndUnique) {
  ASSERT_GE(sodium_init(), 0);
  std::regex pattern("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");
  auto a = cw::events::new_uuid();
  EXPECT_TRUE(std::regex_match(a, pattern)) << a;
  EXPECT_NE(a, cw::events::new_uuid());
}
