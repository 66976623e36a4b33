// analytics: page views, signups, admin metrics.
#include "api/signup_routes.hpp"
#include "events/admin_events.hpp"
#include "events/user_events.hpp"
#include "store/admin_store.hpp"
#include "store/page_view_store.hpp"
#include "store/signup_store.hpp"

#include <cw/service.hpp>

std::vector<cw::db::Migration> analytics_migrations();

int main() {
  return cw::run_main("analytics", [] {
    auto queries = analytics::store::signup_queries();
    for (const auto& part : {analytics::store::page_view_queries(), analytics::store::admin_queries()}) {
      queries.insert(queries.end(), part.begin(), part.end());
    }
    cw::Service service("analytics", analytics_migrations(), queries);

    auto consumed = analytics::events::admin_subscriptions();
    consumed.push_back(cw::events::on<cw::events::UserRegistered>(analytics::events::on_user_registered));
    consumed.push_back(cw::events::on<cw::events::EmailSent>(analytics::events::on_email_sent));
    service.consume(consumed);
    analytics::Signups signups(service.db());
    analytics::api::add_signup_routes(service.http(), signups, service.sessions());
    analytics::PageViews page_views(service.db());
    service.on_stop([&] { page_views.stop(); });
    analytics::api::add_page_view_routes(service.http(), page_views, service.sessions());
    analytics::AdminStats admin_stats(service.db());
    analytics::api::add_admin_routes(service.http(), admin_stats, service.sessions());
    return service.run();
  });
}
