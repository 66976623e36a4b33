// billing: plans, subscriptions, usage limits, payments.
#include "api/subscription_routes.hpp"
#include "events/usage_events.hpp"
#include "events/user_events.hpp"
#include "store/plan_store.hpp"
#include "store/usage_store.hpp"
#include "store/subscription_store.hpp"

#include <cw/service.hpp>

std::vector<cw::db::Migration> billing_migrations();

int main() {
  return cw::run_main("billing", [] {
    auto queries = billing::store::subscription_queries();
    for (auto part : {billing::store::plan_queries(), billing::store::usage_queries()}) {
      queries.insert(queries.end(), part.begin(), part.end());
    }
    cw::Service service("billing", billing_migrations(), queries);

    auto consumed = billing::events::usage_subscriptions();
    consumed.push_back(cw::events::on<cw::events::UserRegistered>(billing::events::on_user_registered));
    service.consume(consumed);
    billing::Subscriptions subscriptions(service.db());
    billing::Plans plans(service.db());
    billing::api::add_subscription_routes(service.http(), subscriptions, service.sessions());
    billing::api::add_plan_routes(service.http(), plans);
    return service.run();
  });
}
