#include "api/routes.hpp"

#include "api/export_routes.hpp"
#include "api/file_routes.hpp"
#include "api/invitation_routes.hpp"
#include "api/milestone_routes.hpp"
#include "api/project_routes.hpp"
#include "api/test_clock_routes.hpp"


#include <cw/personal_data.hpp>

namespace projects::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db, Projects& projects,
                     Bids& bids, ProjectFiles& files, FileStorage& storage, Milestones& milestones, Exports& exports,
                     Invitations& invitations, cw::MovableClock& clock) {
  cw::personal_data::add_route(server, sessions, db, "projects");
  add_project_routes(server, projects, sessions);
  add_bid_routes(server, bids, sessions);
  add_file_routes(server, files, storage, sessions);
  add_milestone_routes(server, milestones, sessions);
  add_export_routes(server, exports, sessions);
  add_invitation_routes(server, invitations, sessions);
  add_test_clock_routes(server, clock, milestones);
}

}  // namespace projects::api
