#include "api/export_routes.hpp"

namespace billing::api {

void add_export_routes(cw::http::Server& server, Exports& exports, cw::SessionStore& sessions) {
  server.get("/api/exports/payments.csv", [&](const auto& request, auto& response) {
    cw::http::send_csv(response, exports.payments(cw::http::require_caller(request, sessions)));
  });
}

}  // namespace billing::api
