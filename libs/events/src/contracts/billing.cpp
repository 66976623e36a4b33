#include <cw/events/contracts/billing.hpp>

#include "contracts/payload.hpp"

namespace cw {

void to_json(events::Json& json, const PlanLimits& limits) {
  json = {{"activeProjects", limits.active_projects},
          {"monthlyProjects", limits.monthly_projects},
          {"uploadsPerProject", limits.uploads_per_project},
          {"maxFileMb", limits.max_file_mb},
          {"messagesPerDay", limits.messages_per_day},
          {"fileFormats", limits.file_formats}};
}

void from_json(const events::Json& json, PlanLimits& limits) {
  const events::contract::Payload data(json, "plan limits");
  limits = {data.limit("activeProjects"),  data.limit("monthlyProjects"), data.limit("uploadsPerProject"),
            data.limit("maxFileMb"),       data.limit("messagesPerDay"),  data.texts("fileFormats")};
}

}  // namespace cw

namespace cw::events {

using contract::Payload;
using contract::id_or_null;
using contract::stage_or_null;
using contract::text_or_null;

void to_json(Json& json, const SubscriptionChanged& event) {
  json = {{"userId", event.user_id},
          {"version", event.version},
          {"plan", event.plan},
          {"status", event.status},
          {"billingCycle", event.billing_cycle},
          {"cancelAtPeriodEnd", event.cancel_at_period_end},
          {"currentPeriodEnd", text_or_null(event.current_period_end)},
          {"limits", event.limits},
          {"capabilities", capability_ids(event.capabilities)},
          {"changedAt", event.changed_at}};
}

void from_json(const Json& json, SubscriptionChanged& event) {
  const Payload data(json, SubscriptionChanged::kType);
  event = {data.id("userId"),
           data.id("version"),
           data.text("plan"),
           data.text("status"),
           data.text("billingCycle"),
           data.flag("cancelAtPeriodEnd"),
           data.optional_text("currentPeriodEnd"),
           data.part<PlanLimits>("limits"),
           {},
           data.text("changedAt")};
  // An event written before capabilities were carried: the plan's by the default matrix. Ids of a newer billing
  // that this build does not know are left out.
  if (json.contains("capabilities")) {
    event.capabilities = parse_capabilities(data.texts("capabilities"));
  } else {
    event.capabilities = default_capabilities(event.plan);
  }
}

void to_json(Json& json, const PaymentSucceeded& event) {
  json = {{"paymentId", event.payment_id},
          {"payerId", event.payer_id},
          {"kind", event.kind},
          {"projectId", id_or_null(event.project_id)},
          {"paymentType", stage_or_null(event.payment_type)},
          {"amountCents", event.amount.cents()},
          {"currency", event.currency},
          {"succeededAt", event.succeeded_at},
          {"escrow", event.escrow}};
}

void from_json(const Json& json, PaymentSucceeded& event) {
  const Payload data(json, PaymentSucceeded::kType);
  event = {data.text("paymentId"),
           data.id("payerId"),
           data.text("kind"),
           data.optional_id("projectId"),
           data.optional_stage("paymentType"),
           data.money(),
           data.text("currency"),
           data.text("succeededAt"),
           false};
  event.escrow = json.contains("escrow") ? data.flag("escrow") : event.kind == "project_stage";
}

void to_json(Json& json, const PaymentFailed& event) {
  json = {{"paymentId", event.payment_id},
          {"payerId", event.payer_id},
          {"kind", event.kind},
          {"projectId", id_or_null(event.project_id)},
          {"paymentType", stage_or_null(event.payment_type)},
          {"amountCents", event.amount.cents()},
          {"requiresAction", event.requires_action},
          {"reason", event.reason},
          {"failedAt", event.failed_at}};
}

void from_json(const Json& json, PaymentFailed& event) {
  const Payload data(json, PaymentFailed::kType);
  event = {data.text("paymentId"),          data.id("payerId"),      data.text("kind"),
           data.optional_id("projectId"),   data.optional_stage("paymentType"), data.money(),
           data.flag("requiresAction"),     data.text("reason"),     data.text("failedAt")};
}

void to_json(Json& json, const SubscriptionPeriodEnding& event) {
  json = {{"userId", event.user_id},
          {"plan", event.plan},
          {"billingCycle", event.billing_cycle},
          {"periodEnd", event.period_end},
          {"renews", event.renews},
          {"amountCents", event.amount.cents()}};
}

void from_json(const Json& json, SubscriptionPeriodEnding& event) {
  const Payload data(json, SubscriptionPeriodEnding::kType);
  event = {data.id("userId"),      data.text("plan"),   data.text("billingCycle"),
           data.text("periodEnd"), data.flag("renews"), data.money()};
}

void to_json(Json& json, const SubscriptionTrialEnding& event) {
  json = {{"userId", event.user_id},
          {"plan", event.plan},
          {"billingCycle", event.billing_cycle},
          {"trialEndsAt", event.trial_ends_at},
          {"amountCents", event.amount.cents()}};
}

void from_json(const Json& json, SubscriptionTrialEnding& event) {
  const Payload data(json, SubscriptionTrialEnding::kType);
  event = {data.id("userId"), data.text("plan"), data.text("billingCycle"), data.text("trialEndsAt"), data.money()};
}

void to_json(Json& json, const SubscriptionRenewalFailed& event) {
  json = {{"userId", event.user_id},
          {"plan", event.plan},
          {"billingCycle", event.billing_cycle},
          {"amountCents", event.amount.cents()},
          {"reason", event.reason},
          {"attemptCount", event.attempt_count},
          {"nextAttemptAt", text_or_null(event.next_attempt_at)},
          {"failedAt", event.failed_at}};
}

void from_json(const Json& json, SubscriptionRenewalFailed& event) {
  const Payload data(json, SubscriptionRenewalFailed::kType);
  event = {data.id("userId"),       data.text("plan"),        data.text("billingCycle"),
           data.money(),            data.text("reason"),      data.whole("attemptCount"),
           data.optional_text("nextAttemptAt"), data.text("failedAt")};
}

void to_json(Json& json, const StageReleased& event) {
  json = {{"projectId", event.project_id},
          {"clientId", event.client_id},
          {"engineerId", event.engineer_id},
          {"paymentType", to_string(event.payment_type)},
          {"amountCents", event.amount.cents()},
          {"releasedAt", event.released_at}};
}

void from_json(const Json& json, StageReleased& event) {
  const Payload data(json, StageReleased::kType);
  event = {data.id("projectId"),       data.id("clientId"), data.id("engineerId"),
           data.stage("paymentType"), data.money(),        data.text("releasedAt")};
}

void to_json(Json& json, const StageRefunded& event) {
  json = {{"projectId", event.project_id},
          {"clientId", event.client_id},
          {"engineerId", event.engineer_id},
          {"paymentType", to_string(event.payment_type)},
          {"amountCents", event.amount.cents()},
          {"refundedAt", event.refunded_at}};
}

void from_json(const Json& json, StageRefunded& event) {
  const Payload data(json, StageRefunded::kType);
  event = {data.id("projectId"),       data.id("clientId"), data.id("engineerId"),
           data.stage("paymentType"), data.money(),        data.text("refundedAt")};
}

void to_json(Json& json, const CertificationFeePaid& event) {
  json = {{"paymentId", event.payment_id},
          {"userId", event.user_id},
          {"track", event.track},
          {"amountCents", event.amount.cents()},
          {"paidAt", event.paid_at}};
}

void from_json(const Json& json, CertificationFeePaid& event) {
  const Payload data(json, CertificationFeePaid::kType);
  event = {data.text("paymentId"), data.id("userId"), data.text("track"), data.money(), data.text("paidAt")};
}

}  // namespace cw::events
