#pragma once
#include "app/webhooks.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace messaging::api {

// GET/POST /api/webhooks, DELETE /api/webhooks/{id}, POST /api/webhooks/{id}/test,
// GET /api/webhooks/{id}/deliveries (custom integrations, enterprise).
void add_webhook_routes(cw::http::Server& server, Webhooks& webhooks, cw::SessionStore& sessions);

}  // namespace messaging::api
