#pragma once
#include "app/subscriptions.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

// main.cpp reaches the other route groups through this header until it includes their own headers.
#include "api/payment_routes.hpp"
#include "api/plan_routes.hpp"
#include "api/test_clock_routes.hpp"
#include "api/webhook_routes.hpp"

namespace billing::api {

// GET /api/subscription-status and /api/usage-stats, POST /api/cancel-subscription and /api/reactivate-subscription.
void add_subscription_routes(cw::http::Server& server, Subscriptions& subscriptions, cw::SessionStore& sessions);

}  // namespace billing::api
