#pragma once
// Every route billing serves, registered in one place (the test clock's only with BILLING_TEST_CLOCK=1).
#include "app/exports.hpp"
#include "app/payments.hpp"
#include "app/plans.hpp"
#include "app/subscriptions.hpp"
#include "app/webhooks.hpp"

#include <cw/db.hpp>
#include <cw/http.hpp>
#include <cw/movable_clock.hpp>
#include <cw/session.hpp>

namespace billing::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db,
                     Subscriptions& subscriptions, Plans& plans, Payments& payments, Webhooks& webhooks,
                     Exports& exports, cw::MovableClock& clock);

}  // namespace billing::api
