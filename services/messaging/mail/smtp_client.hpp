#pragma once
// Hands messages to an SMTP server with libcurl (SMTP_URL: smtp://host:port, smtps://, credentials in the URL). One
// client keeps its session open between messages (the next one is MAIL FROM... on the same connection, no new
// connection, greeting and EHLO), for up to kIdleSeconds of quiet; it is for one thread at a time.
#include <curl/curl.h>

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
  // A session quiet for longer is not used again (servers close idle sessions: the mail catcher after 60 s).
  static constexpr long kIdleSeconds = 30;

  SmtpClient(std::string url, long timeout_seconds = 30);
  ~SmtpClient();
  SmtpClient(const SmtpClient&) = delete;
  SmtpClient& operator=(const SmtpClient&) = delete;
  // from and to are bare addresses (domain/email sendable_address); message is the whole RFC 5322 text.
  SmtpOutcome send(const std::string& from, const std::string& to, const std::string& message);

 private:
  std::string url_;
  long timeout_seconds_;
  CURL* curl_ = nullptr;  // its connection cache holds the open session
};

}  // namespace messaging::mail
