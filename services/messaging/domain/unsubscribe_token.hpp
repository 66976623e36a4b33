#pragma once
// The unsubscribe link's token: who and which e-mails, signed with HMAC-SHA-256 under the service's secret
// (MAIL_TOKEN_SECRET), so the link works without signing in and cannot be made for somebody else.
// Form: base64url("<userId>.<preference>") "." base64url(mac).
#include <cstdint>
#include <optional>
#include <string>

namespace messaging {

struct UnsubscribeRequest {
  std::int64_t user_id = 0;
  std::string preference;  // one of kEmailPreferences, or "all"
};

std::string unsubscribe_token(const std::string& secret, std::int64_t user_id, const std::string& preference);
// nullopt for anything that is not a token this secret signed (tampered, truncated, another preference, garbage).
std::optional<UnsubscribeRequest> read_unsubscribe_token(const std::string& secret, const std::string& token);

}  // namespace messaging
