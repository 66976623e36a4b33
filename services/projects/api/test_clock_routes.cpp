#include "api/test_clock_routes.hpp"

namespace projects::api {

void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, Milestones& milestones) {
  if (!clock.movable()) return;
  cw::add_clock_route(server, clock);
  server.post("/internal/sweep", [&](const auto&, auto& response) {
    cw::http::send_json(response, 200, {{"approved", milestones.sweep()}});
  });
}

}  // namespace projects::api
