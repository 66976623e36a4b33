// analytics: page views, signups, admin metrics.
#include "api/signup_routes.hpp"
#include "events/user_events.hpp"
#include "store/signup_store.hpp"

#include <cw/service.hpp>

std::vector<cw::db::Migration> analytics_migrations();

int main() {
  return cw::run_main("analytics", [] {
    cw::Service service("analytics", analytics_migrations(), analytics::store::signup_queries());

    service.consume({cw::events::on<cw::events::UserRegistered>(analytics::events::on_user_registered)});
    analytics::Signups signups(service.db());
    analytics::api::add_signup_routes(service.http(), signups, service.sessions());
    return service.run();
  });
}
