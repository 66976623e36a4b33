// billing: plans, subscriptions, usage limits, payments.
#include "api/subscription_routes.hpp"
#include "events/user_events.hpp"
#include "store/subscription_store.hpp"

#include <cw/service.hpp>

std::vector<cw::db::Migration> billing_migrations();

int main() {
  return cw::run_main("billing", [] {
    cw::Service service("billing", billing_migrations(), billing::store::subscription_queries());

    service.consume({cw::events::on<cw::events::UserRegistered>(billing::events::on_user_registered)});
    billing::Subscriptions subscriptions(service.db());
    billing::api::add_subscription_routes(service.http(), subscriptions, service.sessions());
    return service.run();
  });
}
