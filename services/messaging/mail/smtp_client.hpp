#pragma once
// Hands one message to an SMTP server with libcurl (SMTP_URL: smtp://host:port, smtps://, credentials in the URL).
#include <string>

namespace messaging::mail {

struct SmtpOutcome {
  bool sent = false;
  bool permanent = false;  // the server refused it for good (a 5xx answer): trying again changes nothing
  std::string error;       // why it was not sent
};

class SmtpClient {
 public:
  // timeout_seconds bounds one whole exchange.
  SmtpClient(std::string url, long timeout_seconds = 30);
  // from and to are bare addresses (domain/email sendable_address); message is the whole RFC 5322 text.
  SmtpOutcome send(const std::string& from, const std::string& to, const std::string& message) const;

 private:
  std::string url_;
  long timeout_seconds_;
};

}  // namespace messaging::mail
