#include "api/subscription_routes.hpp"

namespace billing::api {

void add_subscription_routes(cw::http::Server& server, Subscriptions& subscriptions, cw::SessionStore& sessions) {
  server.get("/api/subscription-status", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.status(cw::http::require_caller(request, sessions)));
  });
  server.get("/api/usage-stats", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.usage(cw::http::require_caller(request, sessions)));
  });
}

void add_plan_routes(cw::http::Server& server, Plans& plans) {
  server.get("/api/plans", [&](const auto&, auto& response) { cw::http::send_json(response, 200, plans.all()); });
}

}  // namespace billing::api
