#include "api/routes.hpp"

#include "api/export_routes.hpp"
#include "api/payment_routes.hpp"
#include "api/plan_routes.hpp"
#include "api/subscription_routes.hpp"
#include "api/test_clock_routes.hpp"
#include "api/webhook_routes.hpp"


#include <cw/personal_data.hpp>

namespace billing::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db,
                     Subscriptions& subscriptions, Plans& plans, Payments& payments, Webhooks& webhooks,
                     Exports& exports, cw::MovableClock& clock) {
  cw::personal_data::add_route(server, sessions, db, "billing");
  add_subscription_routes(server, subscriptions, sessions);
  add_plan_routes(server, plans);
  add_payment_routes(server, payments, sessions);
  add_test_clock_routes(server, clock, subscriptions, payments);
  add_webhook_routes(server, webhooks);
  add_export_routes(server, exports, sessions);
}

}  // namespace billing::api
