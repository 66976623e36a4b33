#pragma once
#include "app/webhooks.hpp"

#include <cw/http.hpp>

namespace billing::api {

// POST /api/stripe/webhook: Stripe's events, verified by their signature (no session).
void add_webhook_routes(cw::http::Server& server, Webhooks& webhooks);

}  // namespace billing::api
