#pragma once
#include "app/my_analytics.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace analytics::api {

// GET /api/my-analytics (clients and engineers on a plan with analytics).
void add_member_routes(cw::http::Server& server, MyAnalytics& my_analytics, cw::SessionStore& sessions);

}  // namespace analytics::api
