#include "api/export_routes.hpp"

namespace projects::api {

void add_export_routes(cw::http::Server& server, Exports& exports, cw::SessionStore& sessions) {
  server.get("/api/exports/projects.csv", [&](const auto& request, auto& response) {
    cw::http::send_csv(response, exports.start(cw::http::require_caller(request, sessions), ExportKind::projects));
  });
  server.get("/api/exports/bids.csv", [&](const auto& request, auto& response) {
    cw::http::send_csv(response, exports.start(cw::http::require_caller(request, sessions), ExportKind::bids));
  });
}

}  // namespace projects::api
