#include "payments/webhook_signature.hpp"

#include <sodium.h>

#include <array>
#include <charconv>
#include <optional>
#include <stdexcept>
#include <vector>

namespace billing::payments {

namespace {

using Digest = std::array<unsigned char, crypto_auth_hmacsha256_BYTES>;

Digest signature_of(std::string_view timestamp_text, std::string_view payload, std::string_view secret) {
  if (sodium_init() < 0) throw std::runtime_error("sodium_init failed");
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(secret.data()), secret.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(timestamp_text.data()),
                                timestamp_text.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>("."), 1);
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(payload.data()), payload.size());
  Digest digest{};
  crypto_auth_hmacsha256_final(&state, digest.data());
  sodium_memzero(&state, sizeof state);
  return digest;
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A v1 value as the digest it claims to be; nullopt when it cannot be one (wrong length, not hex).
std::optional<Digest> parse_digest(std::string_view hex) {
  Digest digest{};
  if (hex.size() != digest.size() * 2) return std::nullopt;
  for (std::size_t i = 0; i < digest.size(); ++i) {
    const int high = hex_value(hex[2 * i]);
    const int low = hex_value(hex[2 * i + 1]);
    if (high < 0 || low < 0) return std::nullopt;
    digest[i] = static_cast<unsigned char>(high * 16 + low);
  }
  return digest;
}

// Only plain decimal digits that fit an int64: no sign, no spaces, no exponent.
std::optional<std::int64_t> parse_timestamp(std::string_view text) {
  if (text.empty()) return std::nullopt;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// |a - b| without overflow for any two int64 values: the true difference always fits an unsigned 64-bit integer.
std::uint64_t distance(std::int64_t a, std::int64_t b) {
  return a >= b ? static_cast<std::uint64_t>(a) - static_cast<std::uint64_t>(b)
                : static_cast<std::uint64_t>(b) - static_cast<std::uint64_t>(a);
}

}  // namespace

std::string_view to_string(SignatureCheck check) {
  switch (check) {
    case SignatureCheck::valid:
      return "valid";
    case SignatureCheck::missing_header:
      return "missing_header";
    case SignatureCheck::missing_secret:
      return "missing_secret";
    case SignatureCheck::malformed_header:
      return "malformed_header";
    case SignatureCheck::no_matching_signature:
      return "no_matching_signature";
    case SignatureCheck::outside_tolerance:
      return "outside_tolerance";
  }
  return "malformed_header";  // not reached: every value is named above
}

SignatureCheck verify_stripe_signature(std::string_view payload, std::string_view header, std::string_view secret,
                                       std::int64_t now_epoch, std::int64_t tolerance_seconds) {
  if (trim(header).empty()) return SignatureCheck::missing_header;
  if (secret.empty()) return SignatureCheck::missing_secret;

  std::optional<std::string_view> timestamp_text;
  std::vector<std::string_view> v1_values;
  std::string_view rest = header;
  while (true) {
    const auto comma = rest.find(',');
    const std::string_view item = trim(rest.substr(0, comma));
    if (!item.empty()) {  // tolerate "t=1,,v1=..." and a trailing comma, as Stripe's libraries do
      const auto equals = item.find('=');
      if (equals == std::string_view::npos) return SignatureCheck::malformed_header;
      const std::string_view key = trim(item.substr(0, equals));
      const std::string_view value = trim(item.substr(equals + 1));
      if (key == "t") {
        if (timestamp_text) return SignatureCheck::malformed_header;  // two timestamps: which one was signed?
        timestamp_text = value;
      } else if (key == "v1") {
        v1_values.push_back(value);
      }  // v0 and schemes Stripe may add later are ignored
    }
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
  if (!timestamp_text || v1_values.empty()) return SignatureCheck::malformed_header;
  const auto timestamp = parse_timestamp(*timestamp_text);
  if (!timestamp) return SignatureCheck::malformed_header;

  const Digest expected = signature_of(*timestamp_text, payload, secret);
  bool matched = false;
  for (const auto value : v1_values) {
    const auto claimed = parse_digest(value);
    // Every candidate is compared (no early exit), each in constant time.
    if (claimed && sodium_memcmp(claimed->data(), expected.data(), expected.size()) == 0) matched = true;
  }
  if (!matched) return SignatureCheck::no_matching_signature;

  const std::uint64_t tolerance = tolerance_seconds > 0 ? static_cast<std::uint64_t>(tolerance_seconds) : 0;
  if (distance(now_epoch, *timestamp) > tolerance) return SignatureCheck::outside_tolerance;
  return SignatureCheck::valid;
}

std::string stripe_signature_header(std::string_view payload, std::string_view secret, std::int64_t timestamp) {
  const std::string timestamp_text = std::to_string(timestamp);
  const Digest digest = signature_of(timestamp_text, payload, secret);
  std::string hex(digest.size() * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  hex.pop_back();  // sodium_bin2hex writes a terminating NUL
  return "t=" + timestamp_text + ",v1=" + hex;
}

}  // namespace billing::payments
