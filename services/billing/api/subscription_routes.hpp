#pragma once
#include <cw/movable_clock.hpp>
#include "app/payments.hpp"
#include "app/plans.hpp"
#include "app/subscriptions.hpp"
#include "app/webhooks.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace billing::api {

void add_subscription_routes(cw::http::Server& server, Subscriptions& subscriptions, cw::SessionStore& sessions);
void add_plan_routes(cw::http::Server& server, Plans& plans);
void add_payment_routes(cw::http::Server& server, Payments& payments, cw::SessionStore& sessions);
// POST /api/stripe/webhook: Stripe's events, verified by their signature (no session).
void add_webhook_routes(cw::http::Server& server, Webhooks& webhooks);
// POST /internal/clock {advanceSeconds} and POST /internal/sweep, only for a movable clock (BILLING_TEST_CLOCK=1).
void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, Subscriptions& subscriptions,
                           Payments& payments);

}  // namespace billing::api
