#pragma once
#include "app/admin_stats.hpp"
#include "app/page_views.hpp"
#include "app/signups.hpp"

#include <cw/http.hpp>

namespace analytics::api {

void add_signup_routes(cw::http::Server& server, Signups& signups, cw::SessionStore& sessions);
// GET /api/admin/stats (admins).
void add_admin_routes(cw::http::Server& server, AdminStats& admin_stats, cw::SessionStore& sessions);
// POST /api/track-page-view (public), GET /api/analytics/page-views and /page-view-total (admins).
void add_page_view_routes(cw::http::Server& server, PageViews& page_views, cw::SessionStore& sessions);

}  // namespace analytics::api
