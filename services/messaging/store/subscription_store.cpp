#include "store/subscription_store.hpp"

namespace messaging::store {

namespace {

// $1 the member: what was last seen, its row locked until the change is recorded.
constexpr const char* kSubscriptionSeen = R"sql(
  SELECT version, plan, cancel_at_period_end, current_period_end FROM member_subscriptions WHERE user_id = $1
  FOR UPDATE
)sql";

// $1 member, $2 version, $3 plan, $4 cancel at period end, $5 period end (or null).
constexpr const char* kSubscriptionSave = R"sql(
  INSERT INTO member_subscriptions (user_id, version, plan, cancel_at_period_end, current_period_end)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, plan = EXCLUDED.plan,
    cancel_at_period_end = EXCLUDED.cancel_at_period_end, current_period_end = EXCLUDED.current_period_end
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> subscription_queries() {
  return {{"subscription_seen", kSubscriptionSeen}, {"subscription_save", kSubscriptionSave}};
}

SubscriptionSeen see_subscription(pqxx::transaction_base& tx, std::int64_t user_id, std::int64_t version,
                                  const PlanState& state) {
  SubscriptionSeen seen;
  auto rows = tx.exec_prepared("subscription_seen", user_id);
  if (!rows.empty()) {
    if (rows[0]["version"].as<std::int64_t>() >= version) return seen;
    seen.before = PlanState{rows[0]["plan"].as<std::string>(), rows[0]["cancel_at_period_end"].as<bool>(),
                            cw::db::optional_field<std::string>(rows[0]["current_period_end"])};
  }
  seen.newer = true;
  tx.exec_prepared("subscription_save", user_id, version, state.plan, state.cancel_at_period_end,
                   state.current_period_end);
  return seen;
}

}  // namespace messaging::store
