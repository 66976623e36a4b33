#include "domain/unsubscribe_token.hpp"

#include "domain/email.hpp"

#include <sodium.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <string_view>

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

// A whole number of at least `minimum`, every character a digit.
std::optional<std::int64_t> whole_number(std::string_view text, std::int64_t minimum) {
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < minimum) return std::nullopt;
  return value;
}

bool known_preference(const std::string& preference) {
  return std::find(kEmailPreferences.begin(), kEmailPreferences.end(), preference) != kEmailPreferences.end();
}

}  // namespace

std::int64_t epoch_day(std::int64_t epoch_seconds) {
  constexpr std::int64_t kSecondsPerDay = 86400;
  const auto day = epoch_seconds / kSecondsPerDay;
  return epoch_seconds % kSecondsPerDay < 0 ? day - 1 : day;  // before 1970 too, though no e-mail was sent then
}

std::string unsubscribe_token(const std::string& secret, const UnsubscribeRequest& request) {
  const auto payload =
      std::to_string(request.user_id) + "." + request.preference + "." + std::to_string(request.issued_day);
  const auto mac = mac_of(secret, payload);
  return base64url(reinterpret_cast<const unsigned char*>(payload.data()), payload.size()) + "." +
         base64url(mac.data(), mac.size());
}

UnsubscribeLink read_unsubscribe_token(const std::string& secret, const std::string& token, std::int64_t today) {
  const UnsubscribeLink invalid;
  if (token.empty() || token.size() > kMaxTokenLength) return invalid;
  const auto dot = token.find('.');
  if (dot == std::string::npos) return invalid;
  const auto payload = from_base64url(token.substr(0, dot));
  const auto mac = from_base64url(token.substr(dot + 1));
  if (!payload || !mac || mac->size() != crypto_auth_hmacsha256_BYTES) return invalid;
  const auto expected = mac_of(secret, *payload);
  if (sodium_memcmp(expected.data(), mac->data(), expected.size()) != 0) return invalid;

  // "<userId>.<preference>.<issuedDay>": exactly two dots (the old form has one).
  const std::string_view text(*payload);
  const auto first = text.find('.');
  const auto last = text.rfind('.');
  if (first == std::string_view::npos || first == last) return invalid;
  const auto user_id = whole_number(text.substr(0, first), 1);
  const auto issued_day = whole_number(text.substr(last + 1), 0);
  std::string preference(text.substr(first + 1, last - first - 1));
  if (!user_id || !issued_day || !known_preference(preference)) return invalid;
  if (*issued_day > today + kUnsubscribeFutureToleranceDays) return invalid;

  UnsubscribeLink link;
  link.request = {*user_id, std::move(preference), *issued_day};
  link.status = today - *issued_day > kUnsubscribeLinkDays ? UnsubscribeLink::Status::expired
                                                           : UnsubscribeLink::Status::valid;
  return link;
}

}  // namespace messaging
