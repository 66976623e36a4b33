#pragma once
// Routes of project files and milestones (docs/dev-contract.md "Deliverables").
#include "app/milestones.hpp"
#include "app/project_files.hpp"
#include "domain/project.hpp"
#include "domain/project_file.hpp"

#include <cw/http.hpp>
#include <cw/movable_clock.hpp>

namespace projects::api {

void add_file_routes(cw::http::Server& server, ProjectFiles& files, FileStorage& storage, cw::SessionStore& sessions);
void add_milestone_routes(cw::http::Server& server, Milestones& milestones, cw::SessionStore& sessions);
// POST /internal/clock and /internal/sweep, only with a movable clock (PROJECTS_TEST_CLOCK=1).
void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, Milestones& milestones);

}  // namespace projects::api
