#include "store/subscription_store.hpp"

namespace billing::store {

std::vector<cw::db::NamedQuery> subscription_queries() {
  return {
      {"subscription_of_user",
       "SELECT plan, status, billing_cycle, cancel_at_period_end FROM subscriptions WHERE user_id = $1"},
      {"subscription_open",
       "INSERT INTO subscriptions (user_id, plan, status, billing_cycle, cancel_at_period_end) "
       "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO NOTHING"},
  };
}

std::optional<Subscription> find_subscription(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("subscription_of_user", user_id);
  if (rows.empty()) return std::nullopt;
  return Subscription{rows[0][0].as<std::string>(), rows[0][1].as<std::string>(), rows[0][2].as<std::string>(),
                      rows[0][3].as<bool>()};
}

void open_subscription(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription) {
  tx.exec_prepared("subscription_open", user_id, subscription.plan, subscription.status, subscription.billing_cycle,
                   subscription.cancel_at_period_end);
}

}  // namespace billing::store
