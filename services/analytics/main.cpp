// analytics: page views and visitors, signups, admin metrics, the marketplace's figures, members' own figures, the
// public platform figures.
#include "api/routes.hpp"
#include "config.hpp"
#include "events/subscriptions.hpp"
#include "store/schema.hpp"

#include <cw/service.hpp>

int main() {
  return cw::run_main("analytics", [] {
    auto config = analytics::load_config();
    cw::Service service(std::move(config.common), analytics::store::migrations(), analytics::store::queries());
    service.consume(analytics::events::subscriptions());

    analytics::Signups signups(service.db());
    analytics::PageViews page_views(service.db(), service.sessions());
    analytics::AdminStats admin_stats(service.db());
    analytics::MarketplaceMetrics marketplace(service.db());
    analytics::MyAnalytics my_analytics(service.db());
    analytics::PlatformFiguresCache platform_figures(service.db(), config.platform_figures_max_age);
    analytics::api::register_routes(service.http(), service.sessions(), service.db(), signups, page_views, admin_stats,
                                    marketplace, my_analytics, platform_figures);

    service.on_stop([&] { page_views.stop(); });
    return service.run();
  });
}
