#pragma once
#include "app/signups.hpp"

#include <cw/http.hpp>

namespace analytics::api {

// GET /api/analytics/signups, /signups-by-source and /daily-signups (admins).
void add_signup_routes(cw::http::Server& server, Signups& signups, cw::SessionStore& sessions);

}  // namespace analytics::api
