#pragma once
#include "app/payments.hpp"
#include "app/subscriptions.hpp"

#include <cw/http.hpp>
#include <cw/movable_clock.hpp>

namespace billing::api {

// POST /internal/clock {advanceSeconds} and POST /internal/sweep, only for a movable clock (BILLING_TEST_CLOCK=1).
void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, Subscriptions& subscriptions,
                           Payments& payments);

}  // namespace billing::api
