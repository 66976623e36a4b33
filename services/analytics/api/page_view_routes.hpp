#pragma once
#include "app/page_views.hpp"

#include <cw/http.hpp>

namespace analytics::api {

// POST /api/track-page-view (public), GET /api/analytics/page-views and /page-view-total (admins).
void add_page_view_routes(cw::http::Server& server, PageViews& page_views, cw::SessionStore& sessions);

}  // namespace analytics::api
