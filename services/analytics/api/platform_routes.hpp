#pragma once
#include "app/platform_figures.hpp"

#include <cw/http.hpp>

namespace analytics::api {

// GET /api/platform-figures (public): "CabinetWorks in Numbers".
void add_platform_routes(cw::http::Server& server, PlatformFiguresCache& figures);

}  // namespace analytics::api
