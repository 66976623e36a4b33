#pragma once
// The unsubscribe link's token: who, which e-mails and the day it was issued, signed with HMAC-SHA-256 under the
// service's secret (MAIL_TOKEN_SECRET), so the link works without signing in, cannot be made for somebody else and
// stops working kUnsubscribeLinkDays after its e-mail was sent.
// Form: base64url("<userId>.<preference>.<issuedDay>") "." base64url(mac); issuedDay counts days since the epoch
// (UTC). The earlier form without the day, "<userId>.<preference>", is not valid: no such link was ever sent to a
// real member (the product was not live yet), so there is nothing to honour.
#include <cstdint>
#include <string>

namespace messaging {

// A link is honoured for this many days after the day its e-mail was sent (that day is day 0).
inline constexpr std::int64_t kUnsubscribeLinkDays = 90;
// A link issued this many days after today still counts (another instance's clock, a few seconds past midnight);
// later than that it was not made by us.
inline constexpr std::int64_t kUnsubscribeFutureToleranceDays = 1;

// Days since 1970-01-01 (UTC) of a time in seconds since the epoch.
std::int64_t epoch_day(std::int64_t epoch_seconds);

struct UnsubscribeRequest {
  std::int64_t user_id = 0;
  std::string preference;  // one of kEmailPreferences
  std::int64_t issued_day = 0;
};

struct UnsubscribeLink {
  enum class Status { valid, invalid, expired };
  Status status = Status::invalid;
  UnsubscribeRequest request;  // what it names, when valid (or expired: what it named)
};

std::string unsubscribe_token(const std::string& secret, const UnsubscribeRequest& request);
// today: days since the epoch (epoch_day). invalid for anything that is not a token this secret signed (tampered,
// truncated, the old form, another preference, garbage, issued too far in the future); expired when signed but
// issued more than kUnsubscribeLinkDays before today.
UnsubscribeLink read_unsubscribe_token(const std::string& secret, const std::string& token, std::int64_t today);

}  // namespace messaging
