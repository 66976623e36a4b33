#pragma once
#include "app/admin_stats.hpp"
#include "app/marketplace_metrics.hpp"

#include <cw/http.hpp>

namespace analytics::api {

// GET /api/admin/stats, /api/admin/pending-engineers and /api/admin/marketplace-metrics (admins).
void add_admin_routes(cw::http::Server& server, AdminStats& admin_stats, MarketplaceMetrics& marketplace,
                      cw::SessionStore& sessions);

}  // namespace analytics::api
