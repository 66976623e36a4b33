#pragma once
#include "app/subscriptions.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace billing::api {

// GET /api/subscription-status and /api/usage-stats, POST /api/cancel-subscription and /api/reactivate-subscription.
void add_subscription_routes(cw::http::Server& server, Subscriptions& subscriptions, cw::SessionStore& sessions);

}  // namespace billing::api
