#pragma once
#include "app/invitations.hpp"

#include <cw/http.hpp>

namespace projects::api {

// POST /api/projects/{id}/invitations and GET /api/my-invitations (issue 29 item 7).
void add_invitation_routes(cw::http::Server& server, Invitations& invitations, cw::SessionStore& sessions);

}  // namespace projects::api
