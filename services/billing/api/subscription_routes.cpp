#include "api/subscription_routes.hpp"

namespace billing::api {

void add_subscription_routes(cw::http::Server& server, Subscriptions& subscriptions, cw::SessionStore& sessions) {
  server.get("/api/subscription-status", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.status(cw::http::require_caller(request, sessions)));
  });
  server.get("/api/usage-stats", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.usage(cw::http::require_caller(request, sessions)));
  });
  server.post("/api/cancel-subscription", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.cancel(cw::http::require_caller(request, sessions)));
  });
  server.post("/api/reactivate-subscription", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.reactivate(cw::http::require_caller(request, sessions)));
  });
  server.get("/api/refund-subscription", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.money_back(cw::http::require_caller(request, sessions)));
  });
  server.post("/api/refund-subscription", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.refund(cw::http::require_caller(request, sessions)));
  });
}

}  // namespace billing::api
