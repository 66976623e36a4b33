#include "webhooks/http_poster.hpp"

#include "domain/webhook.hpp"

#include <cw/curl.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <array>
#include <chrono>
#include <cstring>
#include <memory>
#include <stdexcept>

namespace messaging::webhooks {

namespace {

using EasyHandle = std::unique_ptr<CURL, decltype(&curl_easy_cleanup)>;
using List = std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)>;

bool address_allowed(const curl_sockaddr& address) {
  if (address.family == AF_INET) {
    sockaddr_in ipv4{};
    std::memcpy(&ipv4, &address.addr, sizeof ipv4);
    std::array<std::uint8_t, 4> bytes{};
    std::memcpy(bytes.data(), &ipv4.sin_addr, bytes.size());
    return webhook_address_allowed(bytes);
  }
  if (address.family == AF_INET6) {
    sockaddr_in6 ipv6{};
    std::memcpy(&ipv6, &address.addr, sizeof ipv6);
    std::array<std::uint8_t, 16> bytes{};
    std::memcpy(bytes.data(), &ipv6.sin6_addr, bytes.size());
    return webhook_address_allowed(bytes);
  }
  return false;
}

// CURLOPT_OPENSOCKETFUNCTION: every connection curl makes passes here with the address it resolved.
curl_socket_t open_public_socket(void* refused, curlsocktype, curl_sockaddr* address) {
  if (!address_allowed(*address)) {
    *static_cast<bool*>(refused) = true;
    return CURL_SOCKET_BAD;
  }
  return socket(address->family, address->socktype, address->protocol);
}

std::size_t ignore_body(char*, std::size_t size, std::size_t count, void*) { return size * count; }

}  // namespace

HttpPoster::HttpPoster(bool allow_local, long timeout_ms) : allow_local_(allow_local), timeout_ms_(timeout_ms) {
  if (const auto code = cw::curl::init_once(); code != CURLE_OK) {
    throw std::runtime_error(std::string("curl_global_init: ") + curl_easy_strerror(code));
  }
}

PostOutcome HttpPoster::post(const std::string& url, const std::vector<std::string>& headers,
                             const std::string& body) const {
  EasyHandle curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) return {std::nullopt, 0, "curl_easy_init failed"};
  List list(nullptr, &curl_slist_free_all);
  for (const auto& header : headers) list.reset(curl_slist_append(list.release(), header.c_str()));
  bool refused = false;
  curl_easy_setopt(curl.get(), CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_PROTOCOLS_STR, allow_local_ ? "http,https" : "https");
  curl_easy_setopt(curl.get(), CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(curl.get(), CURLOPT_PROXY, "");
  curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT_MS, timeout_ms_);
  curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, list.get());
  curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, body.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, ignore_body);
  if (!allow_local_) {
    curl_easy_setopt(curl.get(), CURLOPT_OPENSOCKETFUNCTION, open_public_socket);
    curl_easy_setopt(curl.get(), CURLOPT_OPENSOCKETDATA, &refused);
  }
  const auto start = std::chrono::steady_clock::now();
  const auto code = curl_easy_perform(curl.get());
  const auto duration_ms = static_cast<int>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count());
  if (code != CURLE_OK) {
    return {std::nullopt, duration_ms,
            refused ? "refused: the address is not a public one" : std::string(curl_easy_strerror(code))};
  }
  long status = 0;
  curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &status);
  PostOutcome outcome{static_cast<int>(status), duration_ms, ""};
  if (!outcome.delivered()) outcome.error = "HTTP " + std::to_string(status);
  return outcome;
}

}  // namespace messaging::webhooks
