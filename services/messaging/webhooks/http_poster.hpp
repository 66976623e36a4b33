#pragma once
// One webhook delivery over HTTP(S) with libcurl: a POST of JSON with the given headers, 5 s at most, redirects not
// followed, no proxy. Unless local addresses are allowed (WEBHOOK_ALLOW_LOCAL=1, the tests), the connection is refused
// before it is made when the name resolves to a loopback, private, link-local or unspecified address
// (domain/webhook.hpp webhook_address_allowed): the check is on the address connected to, so a name that resolves
// differently the second time gains nothing.
#include <optional>
#include <string>
#include <vector>

namespace messaging::webhooks {

struct PostOutcome {
  std::optional<int> status_code;  // none: no answer (refused, timed out, a bad address)
  int duration_ms = 0;
  std::string error;  // empty on a 2xx
  bool delivered() const { return status_code && *status_code >= 200 && *status_code < 300; }
};

class HttpPoster {
 public:
  explicit HttpPoster(bool allow_local, long timeout_ms = 5000);
  PostOutcome post(const std::string& url, const std::vector<std::string>& headers, const std::string& body) const;

 private:
  bool allow_local_;
  long timeout_ms_;
};

}  // namespace messaging::webhooks
