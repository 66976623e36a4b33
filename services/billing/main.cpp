// billing: plans, subscriptions, usage limits, payments.
#include "api/subscription_routes.hpp"
#include "events/user_events.hpp"
#include "store/plan_store.hpp"
#include "store/subscription_store.hpp"

#include <cw/service.hpp>

std::vector<cw::db::Migration> billing_migrations();

int main() {
  return cw::run_main("billing", [] {
    auto queries = billing::store::subscription_queries();
    for (auto& query : billing::store::plan_queries()) queries.push_back(std::move(query));
    cw::Service service("billing", billing_migrations(), queries);

    service.consume({cw::events::on<cw::events::UserRegistered>(billing::events::on_user_registered)});
    billing::Subscriptions subscriptions(service.db());
    billing::Plans plans(service.db());
    billing::api::add_subscription_routes(service.http(), subscriptions, service.sessions());
    billing::api::add_plan_routes(service.http(), plans);
    return service.run();
  });
}
