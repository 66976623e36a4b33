#include "store/subscription_store.hpp"

namespace billing::store {

namespace {

constexpr const char* kSubscriptionOfUser = R"sql(
  SELECT plan, status, billing_cycle, cancel_at_period_end FROM subscriptions WHERE user_id = $1
)sql";

// $2 plan, $3 status, $4 billing cycle, $5 cancel at period end; an existing subscription is kept.
constexpr const char* kSubscriptionOpen = R"sql(
  INSERT INTO subscriptions (user_id, plan, status, billing_cycle, cancel_at_period_end)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (user_id) DO NOTHING
)sql";

Subscription read_subscription(const pqxx::row& row) {
  return {row["plan"].as<std::string>(), row["status"].as<std::string>(), row["billing_cycle"].as<std::string>(),
          row["cancel_at_period_end"].as<bool>()};
}

}  // namespace

std::vector<cw::db::NamedQuery> subscription_queries() {
  return {
      {"subscription_of_user", kSubscriptionOfUser},
      {"subscription_open", kSubscriptionOpen},
  };
}

std::optional<Subscription> find_subscription(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("subscription_of_user", user_id);
  if (rows.empty()) return std::nullopt;
  return read_subscription(rows[0]);
}

void open_subscription(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription) {
  tx.exec_prepared("subscription_open", user_id, subscription.plan, subscription.status, subscription.billing_cycle,
                   subscription.cancel_at_period_end);
}

}  // namespace billing::store
