#include "api/routes.hpp"

#include "api/admin_routes.hpp"
#include "api/member_routes.hpp"
#include "api/page_view_routes.hpp"
#include "api/platform_routes.hpp"
#include "api/signup_routes.hpp"

#include <cw/personal_data.hpp>

namespace analytics::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db, Signups& signups,
                     PageViews& page_views, AdminStats& admin_stats, MarketplaceMetrics& marketplace,
                     MyAnalytics& my_analytics, PlatformFiguresCache& platform_figures) {
  cw::personal_data::add_route(server, sessions, db, "analytics");
  add_signup_routes(server, signups, sessions);
  add_page_view_routes(server, page_views, sessions);
  add_admin_routes(server, admin_stats, marketplace, sessions);
  add_member_routes(server, my_analytics, sessions);
  add_platform_routes(server, platform_figures);
}

}  // namespace analytics::api
