#pragma once
#include "app/milestones.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace projects::api {

// A project's milestones (submit, request changes, approve, dispute) and the admins' disputes.
void add_milestone_routes(cw::http::Server& server, Milestones& milestones, cw::SessionStore& sessions);

}  // namespace projects::api
