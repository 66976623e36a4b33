#pragma once
#include "app/admin_stats.hpp"

#include <cw/http.hpp>

namespace analytics::api {

// GET /api/admin/stats and /api/admin/pending-engineers (admins).
void add_admin_routes(cw::http::Server& server, AdminStats& admin_stats, cw::SessionStore& sessions);

}  // namespace analytics::api
