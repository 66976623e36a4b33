#pragma once
// The route table: which handler serves a request, where it runs, and the routes every service has (/healthz,
// /readyz, /metrics).
#include <cw/http.hpp>
#include <cw/metrics.hpp>

#include <functional>
#include <regex>
#include <string>
#include <vector>

namespace cw::http::detail {

// A route's pattern is a regex matched against the whole path, as in cpp-httplib. Most are plain text, and the rest
// start with plain text: compare that first so that a request runs at most the one regex that can match.
struct Route {
  std::string method;
  std::string prefix;
  bool literal = false;
  std::regex pattern;
  Handler handler;
  Runs runs = Runs::on_event_loop;
  std::string pattern_text;  // the metrics' route label: the pattern, never the path (ids would make a series each)
  metrics::Histogram* latency = nullptr;
  metrics::Counter* shed = nullptr;  // when sheddable
  bool sheddable = true;  // false for /healthz, /readyz and /metrics: what tells an overloaded instance from a dead one
};

Route make_route(const char* method, const std::string& pattern, Handler handler, Runs runs = Runs::on_event_loop,
                 bool sheddable = true);

// The route for a request (its regex groups land in request.matches), or nullptr.
const Route* find_route(const std::vector<Route>& routes, Request& request);

struct ReadinessCheck {
  std::string name;
  std::function<bool()> check;
  Server::Readiness kind;
};

// Adds /healthz, /readyz (answered from the checks, read at each request) and /metrics; none is ever shed.
void add_service_routes(std::vector<Route>& routes, const std::vector<ReadinessCheck>& readiness_checks);

}  // namespace cw::http::detail
