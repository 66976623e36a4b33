#include "api/signup_routes.hpp"

#include <cw/fields.hpp>

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

void add_admin_routes(cw::http::Server& server, AdminStats& admin_stats, cw::SessionStore& sessions) {
  server.get("/api/admin/stats", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, admin_stats.stats(cw::http::require_caller(request, sessions)));
  });
  server.get("/api/admin/pending-engineers", [&](const auto& request, auto& response) {
    const auto caller = cw::http::require_caller(request, sessions);
    const AdminStats::PendingRequest query{cw::http::page_query(request), cw::http::query(request, "search")};
    cw::http::send_json(response, 200, admin_stats.pending(caller, query));
  });
}

void add_page_view_routes(cw::http::Server& server, PageViews& page_views, cw::SessionStore& sessions) {
  // Counted in memory: answered on the event loop, without waiting for the database.
  server.post("/api/track-page-view", [&](const auto& request, auto& response) {
    const auto form = cw::http::json_body(request);
    page_views.track(cw::fields::text(form.value("page", nlohmann::json()), "page"),
                     cw::fields::text(form.value("sessionId", nlohmann::json()), "sessionId"));
    response.status = 204;
  }, cw::http::Runs::on_event_loop);

  server.get("/api/analytics/page-views", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200,
                        page_views.top(cw::http::require_caller(request, sessions), cw::http::query(request, "start"),
                                       cw::http::query(request, "end"), cw::http::query(request, "limit")));
  });

  server.get("/api/analytics/page-view-total", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200,
                        page_views.total(cw::http::require_caller(request, sessions), cw::http::query(request, "start"),
                                         cw::http::query(request, "end")));
  });
}

}  // namespace analytics::api
