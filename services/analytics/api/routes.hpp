#pragma once
// Every route analytics serves, registered in one place.
#include "app/admin_stats.hpp"
#include "app/marketplace_metrics.hpp"
#include "app/my_analytics.hpp"
#include "app/page_views.hpp"
#include "app/platform_figures.hpp"
#include "app/signups.hpp"

#include <cw/db.hpp>
#include <cw/http.hpp>
#include <cw/session.hpp>

namespace analytics::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db, Signups& signups,
                     PageViews& page_views, AdminStats& admin_stats, MarketplaceMetrics& marketplace,
                     MyAnalytics& my_analytics, PlatformFiguresCache& platform_figures);

}  // namespace analytics::api
