#include "app/views.hpp"

namespace billing {

nlohmann::json subscription_json(const Subscription& subscription) {
  return {{"plan", subscription.plan},
          {"status", subscription.status},
          {"billingCycle", subscription.billing_cycle},
          {"cancelAtPeriodEnd", subscription.cancel_at_period_end}};
}

nlohmann::json plan_json(const Plan& plan) {
  const auto& limits = plan.limits;
  return {{"id", plan.id},
          {"name", plan.name},
          {"price", {{"monthly", format_cents(plan.monthly_cents)}, {"yearly", format_cents(plan.yearly_cents)}}},
          {"yearlySaving", format_cents(yearly_saving_cents(plan))},
          {"limits",
           {{"activeProjects", limits.active_projects},
            {"monthlyProjects", limits.monthly_projects},
            {"uploadsPerProject", limits.uploads_per_project},
            {"maxFileSizeMb", limits.max_file_mb},
            {"messagesPerDay", limits.messages_per_day},
            {"messagesPerMonth", monthly_message_cap(limits)},
            {"fileFormats", limits.file_formats}}},
          {"features", plan.features}};
}

nlohmann::json usage_json(const store::Usage& usage) {
  return {{"activeProjects", usage.active_projects},
          {"monthlyProjects", usage.monthly_projects},
          {"messagesThisMonth", usage.messages_this_month}};
}

}  // namespace billing
