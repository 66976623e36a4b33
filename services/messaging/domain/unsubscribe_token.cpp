#include "domain/unsubscribe_token.hpp"

#include "domain/email.hpp"

#include <sodium.h>

#include <algorithm>
#include <array>
#include <charconv>

namespace messaging {

namespace {

constexpr std::size_t kMaxTokenLength = 200;

using Mac = std::array<unsigned char, crypto_auth_hmacsha256_BYTES>;

Mac mac_of(const std::string& secret, const std::string& payload) {
  Mac mac{};
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(secret.data()), secret.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(payload.data()), payload.size());
  crypto_auth_hmacsha256_final(&state, mac.data());
  return mac;
}

std::string base64url(const unsigned char* bytes, std::size_t size) {
  std::string out(sodium_base64_encoded_len(size, sodium_base64_VARIANT_URLSAFE_NO_PADDING), '\0');
  sodium_bin2base64(out.data(), out.size(), bytes, size, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  out.resize(out.size() - 1);
  return out;
}

std::optional<std::string> from_base64url(const std::string& text) {
  std::string out(text.size(), '\0');
  std::size_t length = 0;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(), text.size(), nullptr,
                        &length, nullptr, sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0) {
    return std::nullopt;
  }
  out.resize(length);
  return out;
}

}  // namespace

std::string unsubscribe_token(const std::string& secret, std::int64_t user_id, const std::string& preference) {
  const auto payload = std::to_string(user_id) + "." + preference;
  const auto mac = mac_of(secret, payload);
  return base64url(reinterpret_cast<const unsigned char*>(payload.data()), payload.size()) + "." +
         base64url(mac.data(), mac.size());
}

std::optional<UnsubscribeRequest> read_unsubscribe_token(const std::string& secret, const std::string& token) {
  if (token.empty() || token.size() > kMaxTokenLength) return std::nullopt;
  const auto dot = token.find('.');
  if (dot == std::string::npos) return std::nullopt;
  const auto payload = from_base64url(token.substr(0, dot));
  const auto mac = from_base64url(token.substr(dot + 1));
  if (!payload || !mac || mac->size() != crypto_auth_hmacsha256_BYTES) return std::nullopt;
  const auto expected = mac_of(secret, *payload);
  if (sodium_memcmp(expected.data(), mac->data(), expected.size()) != 0) return std::nullopt;

  const auto separator = payload->find('.');
  if (separator == std::string::npos) return std::nullopt;
  UnsubscribeRequest request;
  const auto* first = payload->data();
  const auto [end, error] = std::from_chars(first, first + separator, request.user_id);
  if (error != std::errc() || end != first + separator || request.user_id < 1) return std::nullopt;
  request.preference = payload->substr(separator + 1);
  const bool known = request.preference == kAllPreferences ||
                     std::find(kEmailPreferences.begin(), kEmailPreferences.end(), request.preference) !=
                         kEmailPreferences.end();
  if (!known) return std::nullopt;
  return request;
}

}  // namespace messaging
