#include "http_server_metrics.hpp"

#include "http_routes.hpp"

#include <algorithm>
#include <vector>

namespace cw::http::detail {

namespace {

// The route label of a request no route matched: one value for every such path.
const std::string kUnmatched = "unmatched";

// The method label of an unmatched request: a method no route has is one value, as its text is the client's.
std::string method_label(const std::string& method) {
  static const std::vector<std::string> kKnown{"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"};
  return std::find(kKnown.begin(), kKnown.end(), method) != kKnown.end() ? method : "other";
}

}  // namespace

HttpMetrics& http_metrics() {
  static HttpMetrics the_metrics;
  return the_metrics;
}

void count_request(const Route* route, const std::string& method, int status, double seconds) {
  auto& counted = http_metrics();
  const auto& route_label = route != nullptr ? route->pattern_text : kUnmatched;
  const auto method_text = route != nullptr ? route->method : method_label(method);
  counted.requests.with({route_label, method_text, std::to_string(status)}).inc();
  auto* latency = route != nullptr ? route->latency : &counted.latency.with({kUnmatched, method_text});
  latency->observe(seconds);
}

}  // namespace cw::http::detail
