#include <cw/events/member_plans.hpp>
#include "prepared.hpp"

namespace cw::member_plans {

std::vector<db::Migration> migrations() {
  // Named to sort after the table they change: a fresh schema applies them in name order.
  return {{"0000_member_plans", R"sql(
CREATE TABLE member_plans (
  user_id bigint PRIMARY KEY,
  version bigint NOT NULL,
  plan    text NOT NULL,
  limits  jsonb NOT NULL
);
)sql"},
          {"0000_member_plans_capabilities", R"sql(
-- The plan's capabilities as ids (a JSON array); null on a row written before they were kept: read as the plan's
-- default capabilities (cw::default_capabilities).
ALTER TABLE member_plans ADD COLUMN capabilities jsonb;
)sql"}};
}

namespace {

using events::detail::exec_library_statement;

constexpr db::NamedQuery kApplyPlan{"cw_events_member_plan_apply",
                                    "INSERT INTO member_plans (user_id, version, plan, limits, capabilities) "
                                    "VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) "
                                    "ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, "
                                    "plan = EXCLUDED.plan, limits = EXCLUDED.limits, "
                                    "capabilities = EXCLUDED.capabilities "
                                    "WHERE member_plans.version < EXCLUDED.version"};
// Prepared, PostgreSQL still plans it at each call: for an array parameter a custom plan looks cheaper to it than
// the generic one (measured in (k), docs/benchmarks/2026-11-28-cost.md).
constexpr db::NamedQuery kPlansOf{"cw_events_member_plans_of",
                                  "SELECT user_id, plan, limits::text AS limits, capabilities::text AS capabilities "
                                  "FROM member_plans WHERE user_id = ANY($1::bigint[])"};
// A member we know nothing of gets a row at version 0 (any subscription.changed replaces it), to lock.
constexpr db::NamedQuery kPlanRowFor{"cw_events_member_plan_row",
                                     "INSERT INTO member_plans (user_id, version, plan, limits, capabilities) "
                                     "VALUES ($1, 0, $2, $3::jsonb, '[]') ON CONFLICT (user_id) DO NOTHING"};
constexpr db::NamedQuery kLockPlan{"cw_events_member_plan_lock",
                                   "SELECT plan, limits::text AS limits, capabilities::text AS capabilities "
                                   "FROM member_plans WHERE user_id = $1 FOR UPDATE"};

}  // namespace

void apply_subscription_changed(pqxx::work& tx, const events::SubscriptionChanged& event) {
  exec_library_statement(tx, kApplyPlan, event.user_id, event.version, event.plan,
                         events::Json(event.limits).dump(), events::Json(capability_ids(event.capabilities)).dump());
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
  // JSON text, never PostgreSQL's array text; null: a row kept before capabilities were.
  auto capabilities = events::Json::parse(row["capabilities"].as<std::string>("null"), nullptr, false);
  if (capabilities.is_array()) {
    std::vector<std::string> ids;
    for (const auto& id : capabilities) {
      if (id.is_string()) ids.push_back(id.get<std::string>());
    }
    plan.capabilities = parse_capabilities(ids);
  } else {
    plan.capabilities = default_capabilities(plan.plan);
  }
  return plan;
}

}  // namespace

std::unordered_map<std::int64_t, MemberPlan> plans_of(pqxx::transaction_base& tx,
                                                      const std::vector<std::int64_t>& user_ids) {
  std::unordered_map<std::int64_t, MemberPlan> plans;
  for (const auto& row : exec_library_statement(tx, kPlansOf, db::int_array_literal(user_ids))) {
    plans.emplace(row["user_id"].as<std::int64_t>(), read_plan(row));
  }
  return plans;
}

MemberPlan plan_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto plans = plans_of(tx, {user_id});
  auto found = plans.find(user_id);
  return found == plans.end() ? starter() : found->second;
}

MemberPlan lock_member_plan(pqxx::work& tx, std::int64_t user_id) {
  const auto fallback = starter();
  exec_library_statement(tx, kPlanRowFor, user_id, fallback.plan, events::Json(fallback.limits).dump());
  return read_plan(exec_library_statement(tx, kLockPlan, user_id).at(0));
}

}  // namespace cw::member_plans
