#pragma once
// A small HTTP client over libcurl for the payment provider's API: form-encoded POSTs and GETs with a connect and a
// total timeout and a cap on the answer's size. One easy handle per call, so any thread may call at any time.
// It logs the method, the path (never the query), the status and the duration of each call; never a body or a
// header, which carry keys and may carry card data.
#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace billing::payments {

using HttpHeaders = std::vector<std::pair<std::string, std::string>>;

struct HttpLimits {
  std::chrono::milliseconds connect_timeout{5000};
  std::chrono::milliseconds total_timeout{15000};
  std::size_t max_response_bytes = 1 << 20;
};

struct HttpResponse {
  long status = 0;
  std::string body;
};

// The call did not get an answer: refused connection, DNS or TLS failure, timeout, an answer over the size cap, or a
// header that would have split the request (a CR or LF in it).
struct HttpError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class HttpClient {
 public:
  explicit HttpClient(HttpLimits limits = {});

  // POST with an application/x-www-form-urlencoded body. Any status is an answer; only a failed call throws.
  HttpResponse post_form(const std::string& url, const HttpHeaders& headers, const std::string& form_body) const;
  // GET; the query, if any, is already in the url.
  HttpResponse get(const std::string& url, const HttpHeaders& headers) const;

 private:
  HttpResponse perform(const char* method, const std::string& url, const HttpHeaders& headers,
                       const std::string* form_body) const;

  HttpLimits limits_;
};

// The path of a url without scheme, host and query: what the log shows of a call.
std::string url_path_for_log(const std::string& url);

}  // namespace billing::payments
