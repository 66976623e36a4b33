#include "payments/http_client.hpp"

#include <cw/curl.hpp>
#include <cw/log.hpp>

#include <curl/curl.h>

#include <memory>

namespace billing::payments {

namespace {

struct BodySink {
  std::string* body = nullptr;
  std::size_t max_bytes = 0;
  bool overflowed = false;
};

std::size_t write_body(char* data, std::size_t size, std::size_t count, void* user) {
  auto& sink = *static_cast<BodySink*>(user);
  const std::size_t bytes = size * count;
  if (sink.body->size() + bytes > sink.max_bytes) {
    sink.overflowed = true;
    return 0;  // curl aborts the transfer with CURLE_WRITE_ERROR
  }
  sink.body->append(data, bytes);
  return bytes;
}

// A CR, LF or NUL in a header would end it early and let the rest pass as another header (or a body).
bool safe_header_text(const std::string& text) {
  return text.find_first_of(std::string("\r\n\0", 3)) == std::string::npos;
}

using EasyHandle = std::unique_ptr<CURL, decltype(&curl_easy_cleanup)>;
using HeaderList = std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)>;

void append_header(HeaderList& list, const std::string& line) {
  curl_slist* grown = curl_slist_append(list.get(), line.c_str());
  if (grown == nullptr) throw HttpError("out of memory building request headers");
  (void)list.release();  // curl_slist_append returned the same list, now one longer
  list.reset(grown);
}

}  // namespace

std::string url_path_for_log(const std::string& url) {
  std::size_t start = 0;
  if (const auto scheme = url.find("://"); scheme != std::string::npos) {
    start = url.find('/', scheme + 3);
    if (start == std::string::npos) return "/";
  }
  const auto end = url.find_first_of("?#", start);
  return url.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

HttpClient::HttpClient(HttpLimits limits) : limits_(limits) {}

HttpResponse HttpClient::post_form(const std::string& url, const HttpHeaders& headers,
                                   const std::string& form_body) const {
  return perform("POST", url, headers, &form_body);
}

HttpResponse HttpClient::get(const std::string& url, const HttpHeaders& headers) const {
  return perform("GET", url, headers, nullptr);
}

HttpResponse HttpClient::perform(const char* method, const std::string& url, const HttpHeaders& headers,
                                 const std::string* form_body) const {
  if (const auto code = cw::curl::init_once(); code != CURLE_OK) {
    throw HttpError(std::string("curl_global_init failed: ") + curl_easy_strerror(code));
  }
  const std::string path = url_path_for_log(url);

  HeaderList header_list(nullptr, &curl_slist_free_all);
  for (const auto& [name, value] : headers) {
    if (!safe_header_text(name) || !safe_header_text(value)) {
      throw HttpError("refusing a request header with a line break in it (" + name + ")");
    }
    append_header(header_list, name + ": " + value);
  }
  if (form_body != nullptr) {
    append_header(header_list, "Content-Type: application/x-www-form-urlencoded");
    append_header(header_list, "Expect:");  // no 100-continue round trip for bodies over 1 KiB
  }

  EasyHandle curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) throw HttpError("curl_easy_init failed");
  CURL* handle = curl.get();

  HttpResponse response;
  BodySink sink{&response.body, limits_.max_response_bytes, false};
  char error_text[CURL_ERROR_SIZE] = {};

  curl_easy_setopt(handle, CURLOPT_URL, url.c_str());
  curl_easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);  // timeouts without SIGALRM: other threads keep running
  curl_easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(limits_.connect_timeout.count()));
  curl_easy_setopt(handle, CURLOPT_TIMEOUT_MS, static_cast<long>(limits_.total_timeout.count()));
  curl_easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
#if LIBCURL_VERSION_NUM >= 0x075500
  curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
#else
  curl_easy_setopt(handle, CURLOPT_PROTOCOLS, static_cast<long>(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
  curl_easy_setopt(handle, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(limits_.max_response_bytes));
  curl_easy_setopt(handle, CURLOPT_USERAGENT, "CabinetWorks-billing");
  curl_easy_setopt(handle, CURLOPT_HTTPHEADER, header_list.get());
  curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, &write_body);
  curl_easy_setopt(handle, CURLOPT_WRITEDATA, &sink);
  curl_easy_setopt(handle, CURLOPT_ERRORBUFFER, error_text);
  if (form_body != nullptr) {
    curl_easy_setopt(handle, CURLOPT_POST, 1L);
    curl_easy_setopt(handle, CURLOPT_POSTFIELDS, form_body->data());
    curl_easy_setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(form_body->size()));
  } else {
    curl_easy_setopt(handle, CURLOPT_HTTPGET, 1L);
  }

  const auto started = std::chrono::steady_clock::now();
  const CURLcode result = curl_easy_perform(handle);
  const auto duration_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();

  if (result != CURLE_OK) {
    std::string reason = sink.overflowed || result == CURLE_FILESIZE_EXCEEDED
                             ? "answer larger than " + std::to_string(limits_.max_response_bytes) + " bytes"
                             : (error_text[0] != '\0' ? std::string(error_text) : curl_easy_strerror(result));
    cw::log::warn("payment provider call failed",
                  {{"method", method}, {"path", path}, {"error", reason}, {"duration_ms", duration_ms}});
    throw HttpError(std::string(method) + " " + path + " failed: " + reason);
  }
  curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &response.status);
  cw::log::info("payment provider call",
                {{"method", method}, {"path", path}, {"status", response.status}, {"duration_ms", duration_ms}});
  return response;
}

}  // namespace billing::payments
