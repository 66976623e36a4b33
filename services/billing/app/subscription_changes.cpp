#include "app/subscription_changes.hpp"

#include "store/plan_store.hpp"
#include "store/subscription_store.hpp"

#include <cw/events.hpp>

namespace billing {

Plan plan_by_id(pqxx::transaction_base& tx, const std::string& id) {
  auto plans = store::plans(tx);
  for (const auto& plan : plans) {
    if (plan.id == id) return plan;
  }
  return plans.front();
}

void announce_subscription(pqxx::work& tx, std::int64_t user_id, const Subscription& subscription) {
  const auto plan = plan_by_id(tx, subscription.plan);
  const auto& limits = plan.limits;
  std::optional<std::string> period_end;
  if (subscription.current_period_end) period_end = cw::events::iso_utc(*subscription.current_period_end);
  cw::events::publish(
      tx, cw::events::SubscriptionChanged{
              user_id, subscription.version, subscription.plan, subscription.status, subscription.billing_cycle,
              subscription.cancel_at_period_end, period_end,
              cw::PlanLimits{limits.active_projects, limits.monthly_projects, limits.uploads_per_project,
                                     limits.max_file_mb, limits.messages_per_day, limits.file_formats},
              plan.capabilities, cw::events::utc_now_iso()});
}

void change_subscription(pqxx::work& tx, std::int64_t user_id, const Subscription& next) {
  store::save_subscription(tx, user_id, next);
  announce_subscription(tx, user_id, next);
}

}  // namespace billing
