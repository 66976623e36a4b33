#include <cw/curl.hpp>

#include <mutex>

namespace cw::curl {

CURLcode init_once() {
  static std::once_flag once;
  static CURLcode result = CURLE_OK;
  std::call_once(once, [] { result = curl_global_init(CURL_GLOBAL_DEFAULT); });
  return result;
}

}  // namespace cw::curl
