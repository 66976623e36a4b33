#include "domain/webhook.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>
#include <cw/random.hpp>

#include <sodium.h>

#include <algorithm>

namespace messaging {

namespace {

constexpr std::array<int, 5> kRetrySeconds = {30, 120, 600, 3600, 21600};

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

}  // namespace

void check_webhook_access(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan) {
  if (caller.is(cw::Role::admin)) throw cw::forbidden("Admins have no project events to send");
  if (!plan.has(cw::Capability::custom_integrations)) {
    throw cw::plan_required(cw::Capability::custom_integrations,
                            cw::cheapest_plan(cw::Capability::custom_integrations));
  }
}

void check_webhook_count(std::size_t existing) {
  if (existing >= kMaxWebhookEndpoints) {
    throw cw::conflict("You can have at most 5 webhook endpoints: delete one first", "too_many_webhooks");
  }
}

std::string checked_webhook_url(std::string_view url, bool allow_local) {
  if (url.size() > kMaxWebhookUrlLength) throw cw::invalid("url must be at most 2048 characters");
  if (std::any_of(url.begin(), url.end(), [](unsigned char c) { return c <= 0x20 || c == 0x7f; })) {
    throw cw::invalid("url must not contain spaces or control characters");
  }
  std::string_view rest;
  if (starts_with(url, "https://")) {
    rest = url.substr(8);
  } else if (allow_local && starts_with(url, "http://")) {
    rest = url.substr(7);
  } else {
    throw cw::invalid("url must be an https:// address");
  }
  const auto authority = rest.substr(0, rest.find_first_of("/?#"));
  if (authority.find('@') != std::string_view::npos) throw cw::invalid("url must not contain credentials");
  if (authority.empty()) throw cw::invalid("url must name a host");
  const auto host = authority.front() == '[' ? authority.substr(0, authority.find(']') + 1)
                                             : authority.substr(0, authority.find(':'));
  if (host.empty() || host == "[") throw cw::invalid("url must name a host");
  return std::string(url);
}

std::vector<std::string> checked_webhook_events(const std::optional<std::vector<std::string>>& events) {
  if (!events) return {kWebhookEvents.begin(), kWebhookEvents.end()};
  if (events->empty()) throw cw::invalid("events must name at least one event");
  std::vector<std::string> chosen;
  for (const auto& kind : kWebhookEvents) {
    const auto count = std::count(events->begin(), events->end(), kind);
    if (count > 1) throw cw::invalid(std::string("events names ") + kind + " twice");
    if (count == 1) chosen.emplace_back(kind);
  }
  if (chosen.size() != events->size()) {
    throw cw::invalid("events must be among: bid.placed, stage.funded, milestone.submitted, milestone.approved, "
                      "files.uploaded");
  }
  return chosen;
}

std::string new_webhook_secret() { return "whsec_" + cw::random_hex(32); }

std::string webhook_signature(std::string_view secret, std::int64_t unix_seconds, std::string_view body) {
  const auto timestamp = std::to_string(unix_seconds);
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(secret.data()), secret.size());
  const auto signed_text = timestamp + ".";
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(signed_text.data()),
                                signed_text.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(body.data()), body.size());
  std::array<unsigned char, crypto_auth_hmacsha256_BYTES> mac{};
  crypto_auth_hmacsha256_final(&state, mac.data());
  std::string hex(2 * mac.size() + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), mac.data(), mac.size());
  hex.pop_back();
  return "t=" + timestamp + ",v1=" + hex;
}

std::optional<double> webhook_retry_delay(int attempts_made, double scale) {
  if (attempts_made < 1 || attempts_made >= kMaxWebhookAttempts) return std::nullopt;
  return kRetrySeconds[static_cast<std::size_t>(attempts_made - 1)] * scale;
}

bool webhook_address_allowed(const std::array<std::uint8_t, 4>& ip) {
  const auto a = ip[0], b = ip[1];
  return !(a == 0 || a == 10 || a == 127 || (a == 169 && b == 254) || (a == 172 && (b & 0xf0) == 16) ||
           (a == 192 && b == 168) || a >= 224);
}

bool webhook_address_allowed(const std::array<std::uint8_t, 16>& ip) {
  const bool zero_prefix = std::all_of(ip.begin(), ip.begin() + 10, [](auto byte) { return byte == 0; });
  if (zero_prefix && ip[10] == 0xff && ip[11] == 0xff) {
    return webhook_address_allowed(std::array<std::uint8_t, 4>{ip[12], ip[13], ip[14], ip[15]});
  }
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  if (zero_prefix && ip[10] == 0 && ip[11] == 0) return false;
  return !((ip[0] & 0xfe) == 0xfc || (ip[0] == 0xfe && (ip[1] & 0xc0) == 0x80) || ip[0] == 0xff);
}

}  // namespace messaging
