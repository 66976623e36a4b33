#pragma once
// Reading Stripe's answers: pure functions over an HTTP status and body, kept apart from the calls so that hostile
// or broken answers are unit-tested without a server. Each throws ProviderError, and only ProviderError, with a
// message for the logs naming the call ("POST /v1/payment_intents") and what was wrong.
#include "payments/provider.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace billing::payments::stripe {

// The answer's JSON object. A non-2xx status throws with Stripe's error type, code, param and message
// ({"error": {...}}) when the body has them; a body that is not a JSON object throws too.
nlohmann::json read_answer(std::string_view call, long status, std::string_view body);

// A string member of an object, or a ProviderError naming the call and the member. Empty strings are missing.
std::string required_string(const nlohmann::json& object, std::string_view member, std::string_view call);

// An object's id, checked against the prefix Stripe gives that kind of object ("pi_", "cus_", "sub_", ...).
std::string required_id(const nlohmann::json& object, std::string_view prefix, std::string_view call);

// A payment intent object: id, client_secret, status.
Intent read_intent(const nlohmann::json& object, std::string_view call);

// A subscription's pending setup intent, expanded (a subscription with a free trial saves the card by it): id
// ("seti_"), client_secret, status.
Intent pending_setup_intent(const nlohmann::json& subscription, std::string_view call);

// A subscription's latest invoice id: "latest_invoice" is an id, or an object when expanded.
std::string latest_invoice_id(const nlohmann::json& subscription, std::string_view call);

// The payment intent that pays an invoice, from the invoice with payments.data.payment.payment_intent expanded
// (Stripe API 2025-03-31.basil and later: an invoice no longer has payment_intent itself). The default payment is
// preferred; a payment intent left as an id (not expanded) is an error.
Intent invoice_payment_intent(const nlohmann::json& invoice, std::string_view call);

}  // namespace billing::payments::stripe
