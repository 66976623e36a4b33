#include "app/views.hpp"

#include <cw/events.hpp>
#include <cw/json_optional.hpp>

namespace billing {

nlohmann::json subscription_json(const Subscription& subscription, const std::vector<cw::Capability>& capabilities,
                                 int free_trial_days) {
  return {{"plan", subscription.plan},
          {"status", subscription.status},
          {"billingCycle", subscription.billing_cycle},
          {"cancelAtPeriodEnd", subscription.cancel_at_period_end},
          {"currentPeriodEnd", subscription.current_period_end
                                   ? nlohmann::json(cw::events::iso_utc(*subscription.current_period_end))
                                   : nlohmann::json(nullptr)},
          {"capabilities", cw::capability_ids(capabilities)},
          {"isTrial", is_trial(subscription)},
          {"trialEndsAt", subscription.trial_end ? nlohmann::json(cw::events::iso_utc(*subscription.trial_end))
                                                 : nlohmann::json(nullptr)},
          {"freeTrialDays", free_trial_days}};
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
          {"features", plan.features},
          {"capabilities", cw::capability_ids(plan.capabilities)},
          {"freeTrialDays", is_paid_plan(plan.id) ? kTrialDays : 0}};
}

nlohmann::json fee_json(const CertificationFee& fee) {
  return {{"track", fee.track}, {"amountCents", fee.amount_cents}, {"currency", fee.currency}};
}

nlohmann::json usage_json(const store::Usage& usage) {
  return {{"activeProjects", usage.active_projects},
          {"monthlyProjects", usage.monthly_projects},
          {"messagesThisMonth", usage.messages_this_month}};
}

nlohmann::json money_back_json(const std::optional<LastPlanPayment>& last, const std::optional<std::string>& why_not) {
  nlohmann::json payment = nullptr;
  nlohmann::json until = nullptr;
  if (last) {
    payment = {{"paymentIntentId", last->intent_id},
               {"amount", format_cents(last->amount_cents)},
               {"amountCents", last->amount_cents},
               {"paidAt", cw::events::iso_utc(last->paid_at)}};
    until = cw::events::iso_utc(refundable_until(*last));
  }
  return {{"eligible", !why_not},
          {"reason", cw::optional_json(why_not)},
          {"payment", payment},
          {"refundableUntil", until}};
}

namespace {

// What the payer sees of a status: a declined card leaves the intent waiting for another card.
std::string shown_status(const Payment& payment) {
  if (payment.status == "requires_payment_method" && payment.last_error) return "failed";
  return payment.status;
}

}  // namespace

nlohmann::json intent_json(const Payment& payment) {
  return {{"paymentIntentId", payment.intent_id},
          {"clientSecret", payment.client_secret},
          {"amount", format_cents(payment.amount_cents)},
          {"amountCents", payment.amount_cents},
          {"currency", payment.currency},
          {"description", payment.description},
          {"status", shown_status(payment)},
          {"freeTrial", is_trial_setup(payment)}};
}

nlohmann::json confirm_json(const std::string& intent_id, const std::string& status) {
  return {{"paymentIntentId", intent_id}, {"status", status}};
}

nlohmann::json payment_json(const Payment& payment) {
  std::optional<std::string> stage;
  if (payment.stage) stage = to_string(*payment.stage);
  return {{"paymentIntentId", payment.intent_id},
          {"status", shown_status(payment)},
          {"amount", format_cents(payment.amount_cents)},
          {"amountCents", payment.amount_cents},
          {"currency", payment.currency},
          {"description", payment.description},
          {"kind", to_string(payment.kind)},
          {"projectId", cw::optional_json(payment.project_id)},
          {"paymentType", cw::optional_json(stage)},
          {"plan", cw::optional_json(payment.plan)},
          {"billingCycle", cw::optional_json(payment.billing_cycle)},
          {"track", cw::optional_json(payment.track)},
          {"lastError", cw::optional_json(payment.last_error)},
          {"createdAt", payment.created_at},
          {"succeededAt", cw::optional_json(payment.succeeded_at)}};
}

nlohmann::json project_payments_json(const ProjectPrice& price, const std::vector<StageStatus>& stages,
                                     bool viewer_is_client) {
  std::int64_t held = 0;
  std::int64_t released = 0;
  auto list = nlohmann::json::array();
  for (const auto& stage : stages) {
    if (stage.state == StageState::paid) held += stage.amount_cents;
    released += stage.released_cents;
    list.push_back({{"paymentType", to_string(stage.stage)},
                    {"milestone", stage.stage == Stage::milestone ? nlohmann::json(1) : nlohmann::json(nullptr)},
                    {"label", stage_label(stage.stage)},
                    {"percent", stage_percent(stage.stage)},
                    {"amount", format_cents(stage.amount_cents)},
                    {"amountCents", stage.amount_cents},
                    {"status", to_string(stage.state)},
                    {"paidAt", cw::optional_json(stage.paid_at)},
                    {"releasedAt", cw::optional_json(stage.released_at)},
                    {"releasedAmount", format_cents(stage.released_cents)},
                    {"refundedAmount", format_cents(stage.refunded_cents)}});
  }
  const auto next = next_payable(stages);
  return {{"projectId", price.project_id},
          {"total", format_cents(price.total_cents)},
          {"totalCents", price.total_cents},
          {"held", format_cents(held)},
          {"released", format_cents(released)},
          {"viewerIsClient", viewer_is_client},
          {"escrow", price.escrow},
          {"stages", list},
          {"nextPayable", next ? nlohmann::json(to_string(*next)) : nlohmann::json(nullptr)}};
}

}  // namespace billing
