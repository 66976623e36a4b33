#include "api/webhook_routes.hpp"

#include "domain/webhook.hpp"

namespace messaging::api {

void add_webhook_routes(cw::http::Server& server, Webhooks& webhooks, cw::SessionStore& sessions) {
  server.get("/api/webhooks", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, webhooks.list(cw::http::require_caller(request, sessions)));
  });

  server.post("/api/webhooks", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 201, webhooks.create(caller, cw::http::json_body(request)));
  });

  server.del(R"(/api/webhooks/([^/]+))", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    webhooks.remove(caller, cw::http::path_id(request, 1, kWebhookNotFound));
    response.status = 204;
  });

  server.post(R"(/api/webhooks/([^/]+)/test)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 202, webhooks.send_test(caller, cw::http::path_id(request, 1, kWebhookNotFound)));
  });

  server.get(R"(/api/webhooks/([^/]+)/deliveries)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto id = cw::http::path_id(request, 1, kWebhookNotFound);
    cw::http::send_json(response, 200, webhooks.deliveries(caller, id, cw::http::page_query(request)));
  });
}

}  // namespace messaging::api
