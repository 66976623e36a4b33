#include <cw/bounded_executor.hpp>
#include <cw/caller.hpp>
#include <cw/config.hpp>
#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/http.hpp>
#include <cw/idempotency.hpp>
#include <cw/origin.hpp>
#include <cw/periodic.hpp>
#include <cw/random.hpp>
#include <cw/request_context.hpp>
#include <cw/session.hpp>
#include <cw/text.hpp>

#include "domain_error.hpp"

#include <gtest/gtest.h>
#include <sodium.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <vector>
#include <functional>
#include <cstdlib>

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

// --- text every service reads ---------------------------------------------------------------------------------------

std::string refusal_of(const std::function<void()>& read) {
  try {
    read();
  } catch (const cw::DomainError& error) {
    EXPECT_EQ(error.kind(), cw::ErrorKind::invalid);
    return error.what();
  }
  return "(accepted)";
}

TEST(SameOrigin, OnlyThePageOfTheSiteTheRequestWasSentToOrNoPage) {
  EXPECT_TRUE(cw::same_origin("", "127.0.0.1:8080", ""));  // not a page in a browser
  EXPECT_TRUE(cw::same_origin("http://127.0.0.1:8080", "127.0.0.1:8080", ""));
  EXPECT_TRUE(cw::same_origin("HTTPS://Cabinet.Works", "cabinet.works", "https"));
  EXPECT_FALSE(cw::same_origin("http://cabinet.works", "cabinet.works", "https"));  // scheme differs
  EXPECT_FALSE(cw::same_origin("http://evil.example", "127.0.0.1:8080", ""));
  EXPECT_FALSE(cw::same_origin("http://127.0.0.1:8081", "127.0.0.1:8080", ""));    // another port
  EXPECT_FALSE(cw::same_origin("http://127.0.0.1:8080.evil.example", "127.0.0.1:8080", ""));
  EXPECT_FALSE(cw::same_origin("null", "127.0.0.1:8080", ""));
  EXPECT_FALSE(cw::same_origin("http://127.0.0.1:8080", "", ""));
}

TEST(Fields, WholeNumbersAreReadWithoutNarrowing) {
  using nlohmann::json;
  EXPECT_EQ(cw::fields::whole_number(json(5), 1, 5), 5);
  EXPECT_EQ(cw::fields::whole_number(json(4294967297LL), 1, 5), std::nullopt);  // 1 if cut to 32 bits
  EXPECT_EQ(cw::fields::whole_number(json(18446744073709551615ULL), 1, 5), std::nullopt);
  EXPECT_EQ(cw::fields::whole_number(json(-1), 0, 5), std::nullopt);
  EXPECT_EQ(cw::fields::whole_number(json(2.0), 1, 5), std::nullopt);
  EXPECT_EQ(cw::fields::whole_number(json("3"), 1, 5), std::nullopt);
  EXPECT_EQ(cw::fields::whole_number(json(), 1, 5), std::nullopt);

  EXPECT_EQ(cw::fields::whole_number_param(std::nullopt, "page", 1, 50), 1);
  EXPECT_EQ(cw::fields::whole_number_param("", "page", 7, 50), 7);
  EXPECT_EQ(cw::fields::whole_number_param("50", "pageSize", 20, 50), 50);
  for (const char* bad : {"0", "51", "-3", "2.5", "x", " 5", "4294967297", "99999999999999999999"}) {
    EXPECT_EQ(refusal_of([&] { cw::fields::whole_number_param(bad, "pageSize", 20, 50); }),
              "pageSize must be a whole number from 1 to 50")
        << bad;
  }
}

TEST(Fields, APageIsAskedForByNumberAndSize) {
  const auto first = cw::fields::page({});
  EXPECT_EQ(first.number, 1);
  EXPECT_EQ(first.size, 20);
  EXPECT_EQ(first.offset(), 0);
  const auto last = cw::fields::page({"100000", "100"});
  EXPECT_EQ(last.number, 100000);
  EXPECT_EQ(last.size, 100);
  EXPECT_EQ(last.offset(), 9999900);
  EXPECT_EQ(cw::fields::page({"3", "5"}).offset(), 10);
  EXPECT_EQ(cw::fields::page({"", ""}).size, 20);  // ?page=&pageSize= as if absent
  for (const char* bad : {"0", "-1", "100001", "1e9", "abc", "1.5"}) {
    EXPECT_EQ(refusal_of([&] { cw::fields::page({bad, std::nullopt}); }),
              "page must be a whole number from 1 to 100000")
        << bad;
  }
  for (const char* bad : {"0", "101", "1e2"}) {
    EXPECT_EQ(refusal_of([&] { cw::fields::page({std::nullopt, bad}); }),
              "pageSize must be a whole number from 1 to 100")
        << bad;
  }
  EXPECT_EQ(refusal_of([] { cw::fields::page({std::string("1\0", 2), std::nullopt}); }),
            "page must be a whole number from 1 to 100000");
}

TEST(Utf8, AcceptsWellFormedTextOnly) {
  EXPECT_TRUE(cw::text::is_valid_utf8(""));
  EXPECT_TRUE(cw::text::is_valid_utf8("plain ASCII"));
  EXPECT_TRUE(cw::text::is_valid_utf8("\xC3\xA9 \xE6\x97\xA5 \xF0\x9F\xAA\x9A"));  // é 日 🪚
  EXPECT_TRUE(cw::text::is_valid_utf8("\xF4\x8F\xBF\xBF"));                    // U+10FFFF
  EXPECT_FALSE(cw::text::is_valid_utf8("\xFF"));
  EXPECT_FALSE(cw::text::is_valid_utf8("abc\xC3"));                // cut short
  EXPECT_FALSE(cw::text::is_valid_utf8("\x80"));                   // a continuation without a lead
  EXPECT_FALSE(cw::text::is_valid_utf8("\xC0\xAF"));               // overlong '/'
  EXPECT_FALSE(cw::text::is_valid_utf8("\xE0\x80\xAF"));           // overlong, 3 bytes
  EXPECT_FALSE(cw::text::is_valid_utf8("\xF0\x80\x80\xAF"));       // overlong, 4 bytes
  EXPECT_FALSE(cw::text::is_valid_utf8("\xED\xA0\x80"));           // a surrogate (U+D800)
  EXPECT_FALSE(cw::text::is_valid_utf8("\xF4\x90\x80\x80"));       // above U+10FFFF
}

TEST(Fields, TextIsRefusedWithANulOrBrokenUtf8NamingTheField) {
  using nlohmann::json;
  EXPECT_EQ(cw::fields::text(json("Shaker 'oak'"), "title"), "Shaker 'oak'");
  EXPECT_EQ(refusal_of([] { cw::fields::text(json(std::string("a\0b", 3)), "title"); }),
            "title must not contain a null character");
  EXPECT_EQ(refusal_of([] { cw::fields::text(json(5), "title"); }), "title must be text");
  EXPECT_EQ(refusal_of([] { cw::fields::check_text("caf\xE9", "search"); }), "search must be valid UTF-8 text");

  const auto body = json::parse(R"({"bio": "kept", "gone": null, "count": 3, "evil": "x\u0000y"})");
  EXPECT_EQ(cw::fields::optional_text(body, "bio"), "kept");
  EXPECT_EQ(cw::fields::optional_text(body, "gone"), std::nullopt);
  EXPECT_EQ(cw::fields::optional_text(body, "absent"), std::nullopt);
  EXPECT_EQ(refusal_of([&] { cw::fields::optional_text(body, "count"); }), "count must be text");
  EXPECT_EQ(refusal_of([&] { cw::fields::optional_text(body, "evil"); }), "evil must not contain a null character");

  EXPECT_EQ(cw::fields::text_list(json::parse(R"(["a", "b"])"), "languages"), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(refusal_of([] { cw::fields::text_list(json::parse(R"(["a", "\u0000"])"), "languages"); }),
            "languages must not contain a null character");
  EXPECT_EQ(refusal_of([] { cw::fields::text_list(json::parse(R"(["a", 1])"), "languages"); }),
            "languages must be a list of text");
  EXPECT_EQ(refusal_of([] { cw::fields::text_list(json("a"), "languages"); }), "languages must be a list of text");
}

TEST(Roles, ReadAndWriteTheThreeRolesByTheirNames) {
  for (auto role : {cw::Role::client, cw::Role::engineer, cw::Role::admin}) {
    EXPECT_EQ(cw::parse_role(cw::to_string(role)), role);
  }
  EXPECT_EQ(cw::to_string(cw::Role::engineer), "engineer");
  for (const char* other : {"", "Admin", "admin ", "superuser"}) {
    EXPECT_FALSE(cw::parse_role(other).has_value()) << other;
  }
  EXPECT_FALSE(cw::parse_role(std::string("admin\0", 6)).has_value());
  EXPECT_TRUE((cw::Caller{3, cw::Role::admin}.is(cw::Role::admin)));
  EXPECT_FALSE((cw::Caller{3, cw::Role::client}.is(cw::Role::admin)));
}

TEST(Fields, TrimmedTextIsCountedInCharactersAndNamed) {
  EXPECT_EQ(cw::fields::trimmed_text(nlohmann::json("  Oak doors \n"), "title", 5, 20), "Oak doors");
  EXPECT_EQ(cw::fields::trimmed_text(nlohmann::json("ééé"), "note", 3), "ééé");  // 3 characters, 6 bytes
  try {
    cw::fields::trimmed_text(nlohmann::json("éééé"), "note", 3);
    ADD_FAILURE() << "4 characters passed a limit of 3";
  } catch (const cw::DomainError& e) {
    EXPECT_STREQ(e.what(), "note must be at most 3 characters");
  }
  try {
    cw::fields::trimmed_text(nlohmann::json("   ab  "), "title", 5, 120);
    ADD_FAILURE() << "2 characters passed a minimum of 5";
  } catch (const cw::DomainError& e) {
    EXPECT_STREQ(e.what(), "title must be 5 to 120 characters");
  }
  EXPECT_THROW(cw::fields::trimmed_text(nlohmann::json(5), "title", 120), cw::DomainError);
  EXPECT_THROW(cw::fields::trimmed_text(nlohmann::json(std::string("a\0b", 3)), "title", 120), cw::DomainError);
}

TEST(Fields, OneOfTakesOnlyAnOptionExactly) {
  const std::vector<std::string> options = {"Within 1 hour", "Within 6 hours"};
  EXPECT_EQ(cw::fields::one_of(nlohmann::json("Within 1 hour"), "responseTime", options), "Within 1 hour");
  for (const auto& other : {nlohmann::json("within 1 hour"), nlohmann::json(" Within 1 hour"), nlohmann::json(1),
                            nlohmann::json(nullptr), nlohmann::json::array({"Within 1 hour"})}) {
    try {
      cw::fields::one_of(other, "responseTime", options);
      ADD_FAILURE() << other << " was taken";
    } catch (const cw::DomainError& e) {
      EXPECT_STREQ(e.what(), "responseTime must be one of: Within 1 hour, Within 6 hours");
    }
  }
}

TEST(Random, HexIdsHaveTheirLengthAndDiffer) {
  ASSERT_GE(sodium_init(), 0);
  const auto a = cw::random_hex();
  EXPECT_EQ(a.size(), 32u);
  EXPECT_EQ(a.find_first_not_of("0123456789abcdef"), std::string::npos) << a;
  EXPECT_NE(a, cw::random_hex());
  EXPECT_EQ(cw::random_hex(4).size(), 8u);
}

TEST(Random, Base64urlIdsHaveTheirLengthAndDiffer) {
  ASSERT_GE(sodium_init(), 0);
  const auto a = cw::random_base64url(32);
  EXPECT_EQ(a.size(), 43u);  // a session id
  EXPECT_EQ(a.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"), std::string::npos)
      << a;
  EXPECT_NE(a, cw::random_base64url(32));
  EXPECT_EQ(cw::random_base64url(3).size(), 4u);
}

TEST(Text, TruncatedNeverCutsACharacter) {
  EXPECT_EQ(cw::text::truncated("abc", 5), "abc");
  EXPECT_EQ(cw::text::truncated("abcdef", 3), "abc");
  EXPECT_EQ(cw::text::truncated("a\xC3\xA9", 2), "a");          // é is two bytes: it does not fit whole
  EXPECT_EQ(cw::text::truncated("\xE2\x82\xAC\xE2\x82\xAC", 4), "\xE2\x82\xAC");  // €€
  EXPECT_EQ(cw::text::truncated("ok\xFF", 10), "ok");             // stops at bytes that are not UTF-8
}

TEST(Params, AnIdInAQueryIsDigitsOnly) {
  EXPECT_EQ(cw::fields::id_text("0"), 0);
  EXPECT_EQ(cw::fields::id_text("9223372036854775807"), INT64_MAX);
  for (const auto* text : {"", "-1", "+1", " 1", "1 ", "1e3", "0x10", "9223372036854775808", "12a"}) {
    EXPECT_EQ(cw::fields::id_text(text), std::nullopt) << text;
  }
}

TEST(Periodic, EachRunCarriesARequestIdOfItsOwn) {
  std::mutex mutex;
  std::condition_variable recorded;
  std::vector<std::string> ids;
  {
    cw::Periodic sweep("unit sweep/θ", std::chrono::milliseconds(2), [&] {
      std::lock_guard lock(mutex);
      ids.push_back(cw::current_request_id());
      recorded.notify_all();
    });
    std::unique_lock lock(mutex);
    ASSERT_TRUE(recorded.wait_for(lock, std::chrono::seconds(10), [&] { return ids.size() >= 2; }));
  }
  EXPECT_NE(ids[0], ids[1]);
  for (const auto& id : ids) {
    EXPECT_EQ(id.rfind("unit-sweep---", 0), 0u) << id;  // "/" and each byte of "θ" become "-"
    EXPECT_EQ(cw::accept_request_id(id), id) << "plain enough for logs and events: " << id;
  }
  EXPECT_EQ(cw::current_request_id(), "") << "the runs' ids stay on the sweep's thread";
}

TEST(Periodic, TheFirstRunComesAfterItsOwnDelayThenEveryPeriod) {
  using namespace std::chrono;
  std::mutex mutex;
  std::condition_variable recorded;
  std::vector<steady_clock::time_point> runs;
  const auto started = steady_clock::now();
  {
    cw::Periodic sweep("first soon", milliseconds(20), hours(1), [&] {
      std::lock_guard lock(mutex);
      runs.push_back(steady_clock::now());
      recorded.notify_all();
    });
    std::unique_lock lock(mutex);
    ASSERT_TRUE(recorded.wait_for(lock, seconds(10), [&] { return !runs.empty(); })) << "an hour's period, a 20 ms start";
    EXPECT_FALSE(recorded.wait_for(lock, milliseconds(200), [&] { return runs.size() > 1; })) << "then hourly";
  }
  EXPECT_GE(runs[0] - started, milliseconds(20));
}

// --- Idempotency-Key ------------------------------------------------------------------------------------------------

TEST(IdempotencyKey, OneTo255PrintableAsciiCharactersWithoutSpaces) {
  using cw::testing::error_of;
  for (const auto& key : std::vector<std::string>{"a", "5f0c2a8e-1b7d-4c3e-9a6f-0d2b8e4c1a7f", std::string(255, 'k'),
                                                  "\"quoted\"", "it's;--", "!~"}) {
    EXPECT_NO_THROW(cw::idempotency::check_key(key)) << key;
  }
  const std::string length = "Idempotency-Key must be 1 to 255 characters";
  const std::string characters = "Idempotency-Key must be printable ASCII without spaces";
  EXPECT_EQ(error_of([] { cw::idempotency::check_key(""); }).what(), length);
  EXPECT_EQ(error_of([] { cw::idempotency::check_key(std::string(256, 'k')); }).what(), length);
  EXPECT_EQ(error_of([] { cw::idempotency::check_key(std::string(10 * 1024, 'k')); }).what(), length);
  for (const auto& key : std::vector<std::string>{"two words", "tab\there", std::string("nul\0key", 7), "del\x7f",
                                                  "\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87", "line\nbreak"}) {
    const auto error = error_of([&] { cw::idempotency::check_key(key); });
    EXPECT_EQ(error.what(), characters) << key;
    EXPECT_EQ(error.kind(), cw::ErrorKind::invalid);
  }
}

TEST(IdempotencyKey, RequestsAreComparedByTheirHash) {
  ASSERT_GE(sodium_init(), 0);
  const auto hash = cw::idempotency::request_hash("/api/projects\n{\"title\":\"Oak\"}");
  EXPECT_EQ(hash.size(), 64u);
  EXPECT_EQ(hash.find_first_not_of("0123456789abcdef"), std::string::npos) << hash;
  EXPECT_EQ(hash, cw::idempotency::request_hash("/api/projects\n{\"title\":\"Oak\"}"));
  EXPECT_NE(hash, cw::idempotency::request_hash("/api/projects\n{\"title\":\"Elm\"}"));

  EXPECT_NO_THROW(cw::idempotency::ensure_same_request(hash, hash));
  const auto error = cw::testing::error_of([&] { cw::idempotency::ensure_same_request(hash, std::string(64, '0')); });
  EXPECT_EQ(error.kind(), cw::ErrorKind::conflict);
  EXPECT_EQ(error.code(), "idempotency_key_reused");
  EXPECT_STREQ(error.what(), "This Idempotency-Key was already used for another request.");
}

TEST(IdempotencyKey, IsReadFromTheHeaderWithTheRequestsPathAndBody) {
  ASSERT_GE(sodium_init(), 0);
  cw::http::Request request;
  request.path = "/api/projects";
  const nlohmann::json body = {{"title", "Oak kitchen"}};
  EXPECT_EQ(cw::http::idempotency_key(request, body), std::nullopt);

  request.headers.emplace("Idempotency-Key", "key-1");
  const auto key = cw::http::idempotency_key(request, body);
  ASSERT_TRUE(key);
  EXPECT_EQ(key->key, "key-1");
  EXPECT_EQ(key->request_hash, cw::idempotency::request_hash("/api/projects\n" + body.dump()));
  request.path = "/api/bids";
  EXPECT_NE(cw::http::idempotency_key(request, body)->request_hash, key->request_hash);

  request.headers.clear();
  request.headers.emplace("Idempotency-Key", "");
  EXPECT_EQ(cw::testing::error_of([&] { cw::http::idempotency_key(request, body); }).kind(), cw::ErrorKind::invalid);
}

TEST(Money, DisplayGroupsThousandsAndKeepsTheSignInFront) {
  EXPECT_EQ(cw::Money::from_cents(0).display(), "$0.00");
  EXPECT_EQ(cw::Money::from_cents(5).display(), "$0.05");
  EXPECT_EQ(cw::Money::from_cents(99999).display(), "$999.99");
  EXPECT_EQ(cw::Money::from_cents(100000).display(), "$1,000.00");
  EXPECT_EQ(cw::Money::from_cents(123456789).display(), "$1,234,567.89");
  EXPECT_EQ(cw::Money::from_cents(-15050).display(), "-$150.50");
  EXPECT_EQ(cw::Money::from_cents(-123456700).display(), "-$1,234,567.00");
}
