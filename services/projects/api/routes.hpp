#pragma once
// Every route projects serves, registered in one place (the test clock's only with PROJECTS_TEST_CLOCK=1).
#include "app/bids.hpp"
#include "app/exports.hpp"
#include "app/invitations.hpp"
#include "app/milestones.hpp"
#include "app/project_files.hpp"
#include "app/projects.hpp"

#include <cw/db.hpp>
#include <cw/http.hpp>
#include <cw/movable_clock.hpp>
#include <cw/session.hpp>

namespace projects::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db, Projects& projects,
                     Bids& bids, ProjectFiles& files, FileStorage& storage, Milestones& milestones, Exports& exports,
                     Invitations& invitations, cw::MovableClock& clock);

}  // namespace projects::api
