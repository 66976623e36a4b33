#include "http_routes.hpp"

#include "http_server_metrics.hpp"

#include <cstring>
#include <exception>
#include <utility>

namespace cw::http::detail {

Route make_route(const char* method, const std::string& pattern, Handler handler, Runs runs, bool sheddable) {
  Route route{method, {}, false, std::regex(pattern), std::move(handler), runs, pattern,
              &http_metrics().latency.with({pattern, method}),
              sheddable ? &http_metrics().shed.with({pattern}) : nullptr, sheddable};
  std::size_t special = pattern.find_first_of("\\^$.|?*+()[]{}");
  route.literal = special == std::string::npos;
  route.prefix = pattern.substr(0, special);
  // A quantifier makes the character before it optional.
  if (!route.literal && std::strchr("?*{", pattern[special]) != nullptr && !route.prefix.empty()) route.prefix.pop_back();
  return route;
}

const Route* find_route(const std::vector<Route>& routes, Request& request) {
  for (const auto& route : routes) {
    if (route.method != request.method) continue;
    if (route.literal ? request.path != route.prefix : request.path.compare(0, route.prefix.size(), route.prefix) != 0) {
      continue;
    }
    if (std::regex_match(request.path, request.matches, route.pattern)) return &route;
  }
  return nullptr;
}

namespace {

void answer_readiness(const std::vector<ReadinessCheck>& readiness_checks, Response& response) {
  Json checks = Json::object();
  bool ready = true;
  Json degraded = Json::array();
  for (const auto& [name, check, kind] : readiness_checks) {
    bool ok = false;
    try {
      ok = check();
    } catch (const std::exception&) {
      ok = false;
    }
    checks[name] = ok;
    if (ok) continue;
    if (kind == Server::Readiness::required) ready = false;
    degraded.push_back(name);
  }
  Json body = {{"status", ready ? "ready" : "not ready"}, {"checks", checks}};
  if (ready && !degraded.empty()) body["degraded"] = degraded;
  send_json(response, ready ? 200 : 503, body);
}

}  // namespace

void add_service_routes(std::vector<Route>& routes, const std::vector<ReadinessCheck>& readiness_checks) {
  // Never refused under overload: an instance that answers them is busy, not dead.
  routes.push_back(make_route("GET", "/healthz", [](const Request&, Response& response) {
    send_json(response, 200, {{"status", "ok"}});
  }, Runs::on_event_loop, false));
  routes.push_back(make_route("GET", "/readyz", [&readiness_checks](const Request&, Response& response) {
    answer_readiness(readiness_checks, response);
  }, Runs::on_worker_pool, false));  // the checks wait on PostgreSQL, Redis and Kafka
  // Prometheus scrapes the service's own port; nginx does not route it (gateway/nginx.conf).
  routes.push_back(make_route("GET", "/metrics", [](const Request&, Response& response) {
    response.set_content(metrics::registry().expose(), metrics::kContentType);
  }, Runs::on_worker_pool, false));  // some collectors ask PostgreSQL
}

}  // namespace cw::http::detail
