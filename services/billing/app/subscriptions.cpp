#include "app/subscriptions.hpp"

#include "app/views.hpp"
#include "store/subscription_store.hpp"

namespace billing {

nlohmann::json Subscriptions::status(const cw::Caller& caller) {
  auto subscription = db_.read([&](pqxx::nontransaction& tx) { return store::find_subscription(tx, caller.user_id); });
  return subscription_json(subscription.value_or(starter_subscription()));
}

}  // namespace billing
