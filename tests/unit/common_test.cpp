#include <cw/bounded_executor.hpp>
#include <cw/config.hpp>
#include <cw/events.hpp>
#include <cw/session.hpp>

#include <gtest/gtest.h>
#include <sodium.h>

#include <atomic>
#include <cstdlib>
#include <regex>

TEST(CookieValue, FindsTheNamedCookieAmongOthers) {
  EXPECT_EQ(cw::cookie_value("a=1; cw_session=abc; b=2", "cw_session"), "abc");
  EXPECT_EQ(cw::cookie_value("cw_session=xyz", "cw_session"), "xyz");
  EXPECT_EQ(cw::cookie_value("cw_session_old=1; x=2", "cw_session"), std::nullopt);
  EXPECT_EQ(cw::cookie_value("", "cw_session"), std::nullopt);
  EXPECT_EQ(cw::cookie_value("xcw_session=1", "cw_session"), std::nullopt);
}

TEST(SessionCookie, IsHttpOnlyLaxAndSecureOnlyBehindHttps) {
  auto plain = cw::session_cookie("id", false);
  EXPECT_NE(plain.find("HttpOnly"), std::string::npos);
  EXPECT_NE(plain.find("SameSite=Lax"), std::string::npos);
  EXPECT_NE(plain.find("Max-Age=604800"), std::string::npos);
  EXPECT_EQ(plain.find("Secure"), std::string::npos);
  EXPECT_NE(cw::session_cookie("id", true).find("; Secure"), std::string::npos);
  EXPECT_NE(cw::cleared_session_cookie(false).find("Max-Age=0"), std::string::npos);
}

TEST(Config, RequiredValuesFailFastAndIntegersAreChecked) {
  unsetenv("CW_TEST_MISSING");
  EXPECT_THROW(cw::env::required("CW_TEST_MISSING"), cw::ConfigError);
  setenv("CW_TEST_INT", "70000", 1);
  EXPECT_THROW(cw::env::integer("CW_TEST_INT", 1, 1, 65535), cw::ConfigError);
  setenv("CW_TEST_INT", "12abc", 1);
  EXPECT_THROW(cw::env::integer("CW_TEST_INT", 1, 1, 65535), cw::ConfigError);
  setenv("CW_TEST_INT", "8080", 1);
  EXPECT_EQ(cw::env::integer("CW_TEST_INT", 1, 1, 65535), 8080);
  EXPECT_EQ(cw::env::integer("CW_TEST_MISSING", 7, 1, 10), 7);
}

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

TEST(BoundedExecutor, RunsWorkAndRefusesWhenTheQueueIsFull) {
  cw::BoundedExecutor executor(1, 1);
  EXPECT_EQ(executor.run([] { return 41 + 1; }), 42);

  std::atomic<bool> release{false};
  std::atomic<bool> started{false};
  std::thread busy([&] {
    executor.run([&] {
      started = true;
      while (!release) std::this_thread::yield();
      return 0;
    });
  });
  while (!started) std::this_thread::yield();  // the only worker is taken
  std::thread waiting([&] { executor.run([] { return 0; }); });
  while (executor.queued() < 1) std::this_thread::yield();  // the only queue slot is taken

  try {
    executor.run([] { return 0; });
    ADD_FAILURE() << "a full queue must refuse more work";
  } catch (const cw::DomainError& e) {
    EXPECT_EQ(e.kind(), cw::ErrorKind::rate_limited);
    EXPECT_EQ(e.retry_after_seconds(), 1);
  }
  release = true;
  busy.join();
  waiting.join();
  EXPECT_EQ(executor.queued(), 0u);
}
