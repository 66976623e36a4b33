#include "api/signup_routes.hpp"

namespace analytics::api {

void add_signup_routes(cw::http::Server& server, Signups& signups, cw::SessionStore& sessions) {
  server.get("/api/analytics/signups", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200,
                        signups.between(cw::http::require_caller(request, sessions), cw::http::query(request, "start"),
                                        cw::http::query(request, "end")));
  });

  server.get("/api/analytics/signups-by-source", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, signups.by_source(cw::http::require_caller(request, sessions)));
  });

  server.get("/api/analytics/daily-signups", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200,
                        signups.daily(cw::http::require_caller(request, sessions), cw::http::query(request, "days")));
  });
}

}  // namespace analytics::api
