#include "api/admin_routes.hpp"

namespace analytics::api {

void add_admin_routes(cw::http::Server& server, AdminStats& admin_stats, MarketplaceMetrics& marketplace,
                      cw::SessionStore& sessions) {
  server.get("/api/admin/stats", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, admin_stats.stats(cw::http::require_caller(request, sessions)));
  });
  server.get("/api/admin/pending-engineers", [&](const auto& request, auto& response) {
    const auto caller = cw::http::require_caller(request, sessions);
    const AdminStats::PendingRequest query{cw::http::page_query(request), cw::http::query(request, "search")};
    cw::http::send_json(response, 200, admin_stats.pending(caller, query));
  });
  server.get("/api/admin/marketplace-metrics", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200,
                        marketplace.between(cw::http::require_caller(request, sessions),
                                            cw::http::query(request, "start"), cw::http::query(request, "end")));
  });
}

}  // namespace analytics::api
