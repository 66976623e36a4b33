#include "api/webhook_routes.hpp"

namespace billing::api {

void add_webhook_routes(cw::http::Server& server, Webhooks& webhooks) {
  server.post("/api/stripe/webhook", [&](const auto& request, auto& response) {
    webhooks.receive(request.body, request.get_header_value("Stripe-Signature"));
    cw::http::send_json(response, 200, {{"received", true}});
  });
}

}  // namespace billing::api
