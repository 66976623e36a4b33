#include "api/member_routes.hpp"

namespace analytics::api {

void add_member_routes(cw::http::Server& server, MyAnalytics& my_analytics, cw::SessionStore& sessions) {
  server.get("/api/my-analytics", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200,
                        my_analytics.between(cw::http::require_caller(request, sessions),
                                             cw::http::query(request, "start"), cw::http::query(request, "end")));
  });
}

}  // namespace analytics::api
