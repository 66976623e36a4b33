#pragma once
#include "app/signups.hpp"

#include <cw/http.hpp>

// main.cpp reaches the other route groups through this header until it includes their own headers.
#include "api/admin_routes.hpp"
#include "api/page_view_routes.hpp"

namespace analytics::api {

// GET /api/analytics/signups, /signups-by-source and /daily-signups (admins).
void add_signup_routes(cw::http::Server& server, Signups& signups, cw::SessionStore& sessions);

}  // namespace analytics::api
