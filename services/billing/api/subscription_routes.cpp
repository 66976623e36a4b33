#include "api/subscription_routes.hpp"

#include "store/subscription_store.hpp"

namespace billing::api {

void add_subscription_routes(cw::http::Server& server, cw::db::Pool& db, cw::SessionStore& sessions) {
  server.get("/api/subscription-status", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto subscription = db.read([&](pqxx::nontransaction& tx) { return store::find_subscription(tx, caller.user_id); })
                            .value_or(starter_subscription());
    cw::http::send_json(response, 200,
                        {{"plan", subscription.plan},
                         {"status", subscription.status},
                         {"billingCycle", subscription.billing_cycle},
                         {"cancelAtPeriodEnd", subscription.cancel_at_period_end}});
  });
}

}  // namespace billing::api
