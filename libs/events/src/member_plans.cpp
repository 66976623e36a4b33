#include <cw/events/member_plans.hpp>

namespace cw::member_plans {

db::Migration migration() {
  return {"0000_member_plans", R"sql(
CREATE TABLE member_plans (
  user_id bigint PRIMARY KEY,
  version bigint NOT NULL,
  plan    text NOT NULL,
  limits  jsonb NOT NULL
);
)sql"};
}

void apply_subscription_changed(pqxx::work& tx, const events::SubscriptionChanged& event) {
  tx.exec_params(
      "INSERT INTO member_plans (user_id, version, plan, limits) VALUES ($1, $2, $3, $4::jsonb) "
      "ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, plan = EXCLUDED.plan, limits = EXCLUDED.limits "
      "WHERE member_plans.version < EXCLUDED.version",
      event.user_id, event.version, event.plan, events::Json(event.limits).dump());
}

namespace {

// Written by apply_subscription_changed from a contract already read strictly; read defensively all the same.
MemberPlan read_plan(const pqxx::row& row) {
  MemberPlan plan;
  plan.plan = row["plan"].as<std::string>();
  auto limits = events::Json::parse(row["limits"].as<std::string>(), nullptr, false);
  try {
    plan.limits = limits.get<PlanLimits>();
  } catch (const std::exception&) {
    return starter();
  }
  return plan;
}

}  // namespace

std::unordered_map<std::int64_t, MemberPlan> plans_of(pqxx::transaction_base& tx,
                                                      const std::vector<std::int64_t>& user_ids) {
  std::unordered_map<std::int64_t, MemberPlan> plans;
  for (const auto& row : tx.exec_params("SELECT user_id, plan, limits::text AS limits FROM member_plans "
                                        "WHERE user_id = ANY($1::bigint[])",
                                        db::int_array_literal(user_ids))) {
    plans.emplace(row["user_id"].as<std::int64_t>(), read_plan(row));
  }
  return plans;
}

MemberPlan lock_member_plan(pqxx::work& tx, std::int64_t user_id) {
  // A member we know nothing of gets a row at version 0 (any subscription.changed replaces it), to lock.
  const auto fallback = starter();
  tx.exec_params(
      "INSERT INTO member_plans (user_id, version, plan, limits) VALUES ($1, 0, $2, $3::jsonb) "
      "ON CONFLICT (user_id) DO NOTHING",
      user_id, fallback.plan, events::Json(fallback.limits).dump());
  return read_plan(tx.exec_params1(
      "SELECT plan, limits::text AS limits FROM member_plans WHERE user_id = $1 FOR UPDATE", user_id));
}

}  // namespace cw::member_plans
