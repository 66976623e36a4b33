#pragma once
#include "app/milestones.hpp"

#include <cw/http.hpp>
#include <cw/movable_clock.hpp>

namespace projects::api {

// POST /internal/clock and /internal/sweep, only with a movable clock (PROJECTS_TEST_CLOCK=1).
void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, Milestones& milestones);

}  // namespace projects::api
