#pragma once
// Outgoing webhooks (issue 29 item 10, custom_integrations: enterprise): who may have endpoints, what an endpoint's
// URL and events may be, how a delivery is signed and when a failed one is tried again. Plain rules.
#include <cw/caller.hpp>
#include <cw/plan_limits.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace messaging {

inline constexpr const char* kWebhookNotFound = "Webhook endpoint not found";
inline constexpr std::size_t kMaxWebhookEndpoints = 5;
inline constexpr std::size_t kMaxWebhookUrlLength = 2048;
// What "Send test" queues (never one of the subscribable events).
inline constexpr const char* kWebhookPing = "ping";
// The events an endpoint may subscribe to, in the order the API lists them.
inline constexpr std::array<const char*, 5> kWebhookEvents = {"bid.placed", "stage.funded", "milestone.submitted",
                                                              "milestone.approved", "files.uploaded"};

// Admins have no projects: forbidden. A member whose plan lacks custom_integrations: plan_required.
void check_webhook_access(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan);
// A sixth endpoint: conflict (409, code too_many_webhooks).
void check_webhook_count(std::size_t existing);

// The URL as given when it is one we send to: https (or http with allow_local, the tests' mode), a host, no
// credentials, at most kMaxWebhookUrlLength characters, no spaces or control characters. invalid() otherwise.
std::string checked_webhook_url(std::string_view url, bool allow_local);
// The events asked for (each one of kWebhookEvents, none twice, at least one); every event when none were given.
std::vector<std::string> checked_webhook_events(const std::optional<std::vector<std::string>>& events);

// A new signing secret: "whsec_" and 32 random bytes in hex.
std::string new_webhook_secret();
// The CabinetWorks-Signature header: "t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>".
std::string webhook_signature(std::string_view secret, std::int64_t unix_seconds, std::string_view body);

// Seconds until the next attempt after `attempts_made` failed ones (30 s, 2 min, 10 min, 1 h, 6 h), times scale
// (tests shorten it); nullopt after the last: the delivery has failed.
std::optional<double> webhook_retry_delay(int attempts_made, double scale = 1.0);
inline constexpr int kMaxWebhookAttempts = 6;

// Whether a delivery may connect to the address: never to a loopback, private (RFC 1918, fc00::/7), link-local
// (169.254/16, fe80::/10), unspecified, "this network" (0/8) or multicast one, nor to an IPv4 one mapped into IPv6.
bool webhook_address_allowed(const std::array<std::uint8_t, 4>& ipv4);
bool webhook_address_allowed(const std::array<std::uint8_t, 16>& ipv6);

}  // namespace messaging
