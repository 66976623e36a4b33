// Outgoing webhooks' rules (services/messaging/domain/webhook): the signature against a known vector, the backoff
// schedule, the URLs and events accepted, the addresses a delivery may connect to, who may have endpoints.
#include "domain/webhook.hpp"
#include "webhooks/http_poster.hpp"

#include "domain_error.hpp"

#include <cw/capability.hpp>

#include <gtest/gtest.h>
#include <sodium.h>

namespace {

using cw::testing::error_of;
using messaging::checked_webhook_events;
using messaging::checked_webhook_url;
using messaging::webhook_address_allowed;
using messaging::webhook_retry_delay;

std::string url_refusal(const std::string& url, bool allow_local = false) {
  return error_of([&] { checked_webhook_url(url, allow_local); }).what();
}

TEST(WebhookSignature, IsHmacSha256OfTimestampDotBody) {
  // Python: hmac.new(b"whsec_0123456789abcdef", b'1700000000.{"id":1,"type":"ping"}', hashlib.sha256).hexdigest()
  EXPECT_EQ(messaging::webhook_signature("whsec_0123456789abcdef", 1700000000, R"({"id":1,"type":"ping"})"),
            "t=1700000000,v1=7a2c4e339558e0bdafecfae18731f62be11073309b423899974c5f08dd6522b5");
}

TEST(WebhookSignature, SecretsAreNewEachTime) {
  ASSERT_GE(sodium_init(), 0);
  const auto secret = messaging::new_webhook_secret();
  EXPECT_EQ(secret.rfind("whsec_", 0), 0u);
  EXPECT_EQ(secret.size(), 6u + 64u);
  EXPECT_NE(secret, messaging::new_webhook_secret());
}

TEST(WebhookRetry, BacksOffThenGivesUp) {
  EXPECT_EQ(webhook_retry_delay(1), 30.0);
  EXPECT_EQ(webhook_retry_delay(2), 120.0);
  EXPECT_EQ(webhook_retry_delay(3), 600.0);
  EXPECT_EQ(webhook_retry_delay(4), 3600.0);
  EXPECT_EQ(webhook_retry_delay(5), 21600.0);
  EXPECT_EQ(webhook_retry_delay(6), std::nullopt);
  EXPECT_EQ(webhook_retry_delay(0), std::nullopt);
  EXPECT_EQ(webhook_retry_delay(1, 0.01), 0.3);
}

TEST(WebhookUrl, HttpsOnlyOutsideTests) {
  EXPECT_EQ(checked_webhook_url("https://hooks.example.com/cw?x=1", false), "https://hooks.example.com/cw?x=1");
  EXPECT_EQ(url_refusal("http://hooks.example.com/"), "url must be an https:// address");
  EXPECT_EQ(checked_webhook_url("http://127.0.0.1:9000/hook", true), "http://127.0.0.1:9000/hook");
  EXPECT_EQ(url_refusal("ftp://example.com/", true), "url must be an https:// address");
}

TEST(WebhookUrl, RefusesCredentialsMissingHostsAndOddCharacters) {
  EXPECT_EQ(url_refusal("https://user:pass@example.com/"), "url must not contain credentials");
  EXPECT_EQ(url_refusal("https:///path"), "url must name a host");
  EXPECT_EQ(url_refusal("https://:443/"), "url must name a host");
  EXPECT_EQ(url_refusal("https://"), "url must name a host");
  EXPECT_EQ(url_refusal(std::string("https://example.com/\0x", 22)),
            "url must not contain spaces or control characters");
  EXPECT_EQ(url_refusal("https://example.com/a b"), "url must not contain spaces or control characters");
  EXPECT_EQ(url_refusal("https://example.com/" + std::string(2030, 'a')), "url must be at most 2048 characters");
  EXPECT_EQ(checked_webhook_url("https://[2001:db8::1]:8443/x", false), "https://[2001:db8::1]:8443/x");
}

TEST(WebhookEvents, AllByDefaultElseTheKnownOnesOnce) {
  EXPECT_EQ(checked_webhook_events(std::nullopt).size(), messaging::kWebhookEvents.size());
  EXPECT_EQ(checked_webhook_events(std::vector<std::string>{"files.uploaded", "bid.placed"}),
            (std::vector<std::string>{"bid.placed", "files.uploaded"}));
  error_of([] { checked_webhook_events(std::vector<std::string>{}); });
  error_of([] { checked_webhook_events(std::vector<std::string>{"ping"}); });
  error_of([] { checked_webhook_events(std::vector<std::string>{"bid.placed", "bid.placed"}); });
}

TEST(WebhookAddress, OnlyPublicAddresses) {
  using V4 = std::array<std::uint8_t, 4>;
  EXPECT_TRUE(webhook_address_allowed(V4{93, 184, 216, 34}));
  EXPECT_TRUE(webhook_address_allowed(V4{172, 32, 0, 1}));
  for (const auto& blocked : {V4{127, 0, 0, 1}, V4{10, 1, 2, 3}, V4{172, 16, 0, 1}, V4{172, 31, 255, 255},
                              V4{192, 168, 1, 1}, V4{169, 254, 169, 254}, V4{0, 0, 0, 0}, V4{224, 0, 0, 1}}) {
    EXPECT_FALSE(webhook_address_allowed(blocked)) << int(blocked[0]) << "." << int(blocked[1]);
  }
  using V6 = std::array<std::uint8_t, 16>;
  EXPECT_TRUE(webhook_address_allowed(V6{0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}));
  EXPECT_FALSE(webhook_address_allowed(V6{}));                                                   // ::
  EXPECT_FALSE(webhook_address_allowed(V6{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}));     // ::1
  EXPECT_FALSE(webhook_address_allowed(V6{0xfd, 0x12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}));  // fc00::/7
  EXPECT_FALSE(webhook_address_allowed(V6{0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}));  // fe80::/10
  EXPECT_FALSE(webhook_address_allowed(V6{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1}));  // ::ffff:127.0.0.1
  EXPECT_TRUE(webhook_address_allowed(V6{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 93, 184, 216, 34}));
}

TEST(WebhookPoster, RefusesToConnectToLocalAddressesOutsideTests) {
  const messaging::webhooks::HttpPoster poster(false, 2000);
  for (const auto* url : {"https://127.0.0.1:9/hook", "https://[::1]:9/hook", "https://169.254.169.254/latest",
                          "https://10.0.0.1:9/", "https://localhost:9/"}) {
    const auto outcome = poster.post(url, {"Content-Type: application/json"}, "{}");
    EXPECT_FALSE(outcome.status_code) << url;
    EXPECT_EQ(outcome.error, "refused: the address is not a public one") << url;
  }
  // http:// is not even tried outside tests.
  const auto plain = poster.post("http://127.0.0.1:9/hook", {}, "{}");
  EXPECT_FALSE(plain.delivered());
  EXPECT_NE(plain.error, "");
}

TEST(WebhookAccess, EnterpriseOnly) {
  cw::member_plans::MemberPlan professional{"professional", {}, cw::default_capabilities("professional")};
  const auto refused = error_of([&] { messaging::check_webhook_access(cw::Caller{}, professional); });
  EXPECT_EQ(refused.code(), "plan_required");
  cw::member_plans::MemberPlan enterprise{"enterprise", {}, cw::default_capabilities("enterprise")};
  messaging::check_webhook_access(cw::Caller{}, enterprise);
  EXPECT_EQ(error_of([] { messaging::check_webhook_count(5); }).code(), "too_many_webhooks");
  messaging::check_webhook_count(4);
}

}  // namespace
