#include "mail/smtp_client.hpp"

#include <cw/curl.hpp>

#include <algorithm>
#include <cstring>
#include <memory>
#include <stdexcept>

namespace messaging::mail {

namespace {

struct Upload {
  const std::string* text = nullptr;
  std::size_t sent = 0;
};

std::size_t read_message(char* buffer, std::size_t size, std::size_t count, void* user) {
  auto& upload = *static_cast<Upload*>(user);
  const auto left = upload.text->size() - upload.sent;
  const auto bytes = std::min(left, size * count);
  std::memcpy(buffer, upload.text->data() + upload.sent, bytes);
  upload.sent += bytes;
  return bytes;
}

using List = std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)>;

}  // namespace

SmtpClient::SmtpClient(std::string url, long timeout_seconds) : url_(std::move(url)), timeout_seconds_(timeout_seconds) {
  if (const auto code = cw::curl::init_once(); code != CURLE_OK) {
    throw std::runtime_error(std::string("curl_global_init: ") + curl_easy_strerror(code));
  }
}

SmtpClient::~SmtpClient() {
  if (curl_ != nullptr) curl_easy_cleanup(curl_);  // sends QUIT on the open session
}

SmtpOutcome SmtpClient::send(const std::string& from, const std::string& to, const std::string& message) {
  // One handle for every message: curl_easy_reset forgets the options but keeps the handle's open connection, which
  // the next transfer to the same server reuses.
  if (curl_ == nullptr) curl_ = curl_easy_init();
  if (curl_ == nullptr) return {false, false, "curl_easy_init failed"};
  curl_easy_reset(curl_);
  CURL* curl = curl_;
  List recipients(curl_slist_append(nullptr, ("<" + to + ">").c_str()), &curl_slist_free_all);
  if (!recipients) return {false, false, "out of memory"};
  Upload upload{&message, 0};
  const auto mail_from = "<" + from + ">";
  curl_easy_setopt(curl, CURLOPT_URL, url_.c_str());
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
  curl_easy_setopt(curl, CURLOPT_MAIL_FROM, mail_from.c_str());
  curl_easy_setopt(curl, CURLOPT_MAIL_RCPT, recipients.get());
  curl_easy_setopt(curl, CURLOPT_READFUNCTION, read_message);
  curl_easy_setopt(curl, CURLOPT_READDATA, &upload);
  curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(curl, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(message.size()));
  curl_easy_setopt(curl, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_TRY));
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, 5L);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, timeout_seconds_);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_MAXAGE_CONN, kIdleSeconds);

  const auto result = curl_easy_perform(curl);
  if (result == CURLE_OK) return {true, false, {}};
  long code = 0;
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
  std::string error = curl_easy_strerror(result);
  if (code > 0) error += " (SMTP " + std::to_string(code) + ")";
  return {false, code >= 500 && code < 600, error};
}

}  // namespace messaging::mail
