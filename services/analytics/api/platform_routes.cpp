#include "api/platform_routes.hpp"

namespace analytics::api {

void add_platform_routes(cw::http::Server& server, PlatformFiguresCache& figures) {
  server.get("/api/platform-figures",
             [&](const auto&, auto& response) { cw::http::send_json(response, 200, figures.figures()); });
}

}  // namespace analytics::api
