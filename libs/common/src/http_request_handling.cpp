#include "http_request_handling.hpp"

#include "http_answers.hpp"
#include "http_server_metrics.hpp"

#include <cw/log.hpp>
#include <cw/multipart.hpp>
#include <cw/request_context.hpp>

#include <sodium.h>

#include <chrono>
#include <utility>

namespace cw::http::detail {

namespace {

// Whether the request carries the gateway's proof; the proof is removed either way.
bool take_gateway_proof(Request& request, const std::string& secret) {
  const auto found = request.headers.find(kGatewaySecretHeader);
  if (found == request.headers.end()) return false;
  const auto& offered = found->second;
  const bool proven = !secret.empty() && offered.size() == secret.size() &&
                      sodium_memcmp(offered.data(), secret.data(), secret.size()) == 0;
  request.headers.erase(kGatewaySecretHeader);
  return proven;
}

bool parse_into(Request& request, const std::string& boundary) {
  auto parts = parse_multipart(request.body, boundary);
  if (!parts) return false;
  request.files = std::move(*parts);
  return true;
}

}  // namespace

bool admit_gateway_headers(Request& request, const std::string& secret) {
  if (take_gateway_proof(request, secret)) return true;
  for (const auto& name : kGatewayOnlyHeaders) request.headers.erase(name);
  return !request.has_header(kUploadFileHeader);
}

Response handle(Request& request, const Route* route, bool admitted) {
  const auto started = std::chrono::steady_clock::now();
  const InFlight in_flight;
  set_current_request_id(accept_request_id(request.get_header_value("X-Request-Id")));

  Response response;
  if (!admitted) {
    send_json(response, 403, {{"message", "The upload hand-off is accepted only from the gateway"},
                              {"code", "gateway_only"}});
  } else if (route == nullptr) {
    send_default_error(response, 404);
  } else if (auto boundary = multipart_boundary(request.get_header_value("Content-Type"));
             boundary && !parse_into(request, *boundary)) {
    send_json(response, 400, {{"message", "The multipart body is malformed"}, {"code", "http_400"}});
  } else {
    route->handler(request, response);
    if (response.status == -1) response.status = 200;
    if (response.status >= 400 && response.body.empty()) send_default_error(response, response.status);
  }
  // Nearly every answer depends on who asks (the session cookie), and the rest are small: no browser or proxy
  // keeps any of them, unless a handler says otherwise.
  if (!response.has_header("Cache-Control")) response.set_header("Cache-Control", "no-store");

  const auto elapsed = std::chrono::steady_clock::now() - started;
  count_request(route, request.method, response.status, std::chrono::duration<double>(elapsed).count());
  if (request.path != "/healthz" && request.path != "/readyz" && request.path != "/metrics") {
    // Milliseconds straight from the integer nanoseconds: one rounding, so 240 µs logs as 0.24.
    log::info("request", {{"method", request.method},
                          {"path", request.path},
                          {"status", response.status},
                          // Whole microseconds: a double's tail (0.021610999999999998) is noise, and a long run of
                          // digits in a log line looks like data it is not (a card number to the test that looks).
                          {"durationMs", static_cast<double>(std::chrono::duration_cast<std::chrono::microseconds>(
                                             elapsed).count()) / 1000.0}});
  }
  return response;
}

}  // namespace cw::http::detail
