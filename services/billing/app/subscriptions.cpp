#include "app/subscriptions.hpp"

#include "app/views.hpp"
#include "store/subscription_store.hpp"
#include "store/usage_store.hpp"

namespace billing {

nlohmann::json Subscriptions::status(const cw::Caller& caller) {
  auto subscription = db_.read([&](pqxx::nontransaction& tx) { return store::find_subscription(tx, caller.user_id); });
  return subscription_json(subscription.value_or(starter_subscription()));
}

nlohmann::json Subscriptions::usage(const cw::Caller& caller) {
  return usage_json(db_.read([&](pqxx::nontransaction& tx) { return store::usage_of(tx, caller.user_id); }));
}

}  // namespace billing
