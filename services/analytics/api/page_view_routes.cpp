#include "api/page_view_routes.hpp"

#include <cw/fields.hpp>

namespace analytics::api {

void add_page_view_routes(cw::http::Server& server, PageViews& page_views, cw::SessionStore& sessions) {
  // Counted in memory: answered on the event loop, without waiting for the database.
  server.post("/api/track-page-view", [&](const auto& request, auto& response) {
    const auto form = cw::http::json_body(request);
    page_views.track(cw::fields::text(form.value("page", nlohmann::json()), "page"),
                     cw::fields::text(form.value("sessionId", nlohmann::json()), "sessionId"),
                     cw::fields::optional_text(form, "visitorId"), cw::http::session_id(request));
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
