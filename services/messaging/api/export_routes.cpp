#include "api/export_routes.hpp"

namespace messaging::api {

void add_export_routes(cw::http::Server& server, Exports& exports, cw::SessionStore& sessions) {
  server.get("/api/exports/messages.csv", [&](const auto& request, auto& response) {
    cw::http::send_csv(response, exports.messages(cw::http::require_caller(request, sessions)));
  });
}

}  // namespace messaging::api
