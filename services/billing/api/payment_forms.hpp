#pragma once
// The forms of billing's calls, read strictly: a field of the wrong type or out of range is a 400 naming it.
#include "app/payments.hpp"

#include <cw/http.hpp>

#include <nlohmann/json.hpp>

namespace billing::api {

// The body, or an empty form when the request has none (get-or-create-subscription is called without one).
nlohmann::json optional_body(const cw::http::Request& request);
// Whether a plan's form must carry the amount the page showed (create-payment-intent), or may
// (get-or-create-subscription, whose page may leave it out). Either way an amount sent is compared with the price.
enum class PlanAmount { required, optional };
// {plan?, billingCycle?, amount?}: professional and monthly unless said.
PlanPurchase parse_plan_purchase(const nlohmann::json& form, PaymentKind kind, PlanAmount amount);
// {projectId, amount, paymentType, milestone (1, only and always for milestone)}.
StagePurchase parse_stage_purchase(const nlohmann::json& form);
// {track, amount?}: an amount sent is compared with the fee.
FeePurchase parse_fee_purchase(const nlohmann::json& form);
Stage parse_payment_type(const nlohmann::json& form);
std::string parse_client_secret(const nlohmann::json& form);
Card parse_card(const nlohmann::json& form);
bool parse_approve(const nlohmann::json& form);

}  // namespace billing::api
