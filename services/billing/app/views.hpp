#pragma once
// Subscriptions and plans as the API shows them.
#include "domain/payment.hpp"
#include "domain/plan.hpp"
#include "domain/subscription.hpp"
#include "store/usage_store.hpp"

#include <nlohmann/json.hpp>

namespace billing {

// With the capabilities of the subscription's plan.
// free_trial_days: the free trial the member's next renewing plan would start with (0: none).
nlohmann::json subscription_json(const Subscription& subscription, const std::vector<cw::Capability>& capabilities,
                                 int free_trial_days);
// {id, name, price: {monthly, yearly}, yearlySaving, limits: {...; -1 unlimited}, features}; money as "29.00".
nlohmann::json plan_json(const Plan& plan);
// {track, amountCents, currency}.
nlohmann::json fee_json(const CertificationFee& fee);
nlohmann::json usage_json(const store::Usage& usage);
// {eligible, reason (why not, or null), payment: {paymentIntentId, amount, amountCents, paidAt} or null,
// refundableUntil (or null)}.
nlohmann::json money_back_json(const std::optional<LastPlanPayment>& last, const std::optional<std::string>& why_not);
// An intent for the payment form: {paymentIntentId, clientSecret, amount, amountCents, currency, description, status}.
nlohmann::json intent_json(const Payment& payment);
nlohmann::json confirm_json(const std::string& intent_id, const std::string& status);
nlohmann::json payment_json(const Payment& payment);
// {projectId, total, held, released (to the engineer, all stages), escrow (whether stages are held until approved
// or go to the engineer once paid), stages: [{..., status, releasedAmount, refundedAmount}], nextPayable}.
nlohmann::json project_payments_json(const ProjectPrice& price, const std::vector<StageStatus>& stages,
                                     bool viewer_is_client);

}  // namespace billing
