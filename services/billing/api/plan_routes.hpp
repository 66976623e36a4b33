#pragma once
#include "app/plans.hpp"

#include <cw/http.hpp>

namespace billing::api {

// GET /api/plans (public).
void add_plan_routes(cw::http::Server& server, Plans& plans);

}  // namespace billing::api
