#include "api/test_clock_routes.hpp"

namespace billing::api {

void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, Subscriptions& subscriptions,
                           Payments& payments) {
  if (!clock.movable()) return;
  cw::add_clock_route(server, clock);
  // What the periodic sweep does, at once.
  server.post("/internal/sweep", [&](const auto&, auto& response) {
    const auto changed = subscriptions.sweep();
    cw::http::send_json(response, 200, {{"changed", changed}, {"paymentsFinished", payments.finish_intents_being_made()}});
  });
}

}  // namespace billing::api
