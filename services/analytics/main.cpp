// analytics: page views, signups, admin metrics.
#include "api/signup_routes.hpp"
#include "events/user_events.hpp"
#include "store/page_view_store.hpp"
#include "store/signup_store.hpp"

#include <cw/service.hpp>

std::vector<cw::db::Migration> analytics_migrations();

int main() {
  return cw::run_main("analytics", [] {
    auto queries = analytics::store::signup_queries();
    for (auto query : analytics::store::page_view_queries()) queries.push_back(query);
    cw::Service service("analytics", analytics_migrations(), queries);

    service.consume({cw::events::on<cw::events::UserRegistered>(analytics::events::on_user_registered)});
    analytics::Signups signups(service.db());
    analytics::api::add_signup_routes(service.http(), signups, service.sessions());
    analytics::PageViews page_views(service.db());
    service.on_stop([&] { page_views.stop(); });
    analytics::api::add_page_view_routes(service.http(), page_views, service.sessions());
    return service.run();
  });
}
