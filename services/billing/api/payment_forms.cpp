#include "api/payment_forms.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/money.hpp>

namespace billing::api {

namespace {

const nlohmann::json& member(const nlohmann::json& form, const char* name) {
  static const nlohmann::json kNull;
  auto found = form.find(name);
  return found == form.end() ? kNull : *found;
}

std::int64_t amount_cents(const nlohmann::json& value) {
  auto amount = cw::amount_of_json(value);
  if (!amount) {
    throw cw::invalid("amount must be a number greater than 0 and at most 10,000,000, with at most 2 decimals");
  }
  return amount->cents();
}

int whole(const nlohmann::json& form, const char* name, std::int64_t min, std::int64_t max) {
  auto value = cw::fields::whole_number(member(form, name), min, max);
  if (!value) {
    throw cw::invalid(std::string(name) + " must be a whole number from " + std::to_string(min) + " to " +
                      std::to_string(max));
  }
  return static_cast<int>(*value);
}

std::string short_text(const nlohmann::json& form, const char* name, std::size_t max_length) {
  return cw::fields::trimmed_text(member(form, name), name, 1, max_length);
}

}  // namespace

nlohmann::json optional_body(const cw::http::Request& request) {
  if (request.body.empty()) return nlohmann::json::object();
  return cw::http::json_body(request);
}

PlanPurchase parse_plan_purchase(const nlohmann::json& form, PaymentKind kind, PlanAmount amount) {
  PlanPurchase purchase;
  purchase.kind = kind;
  const auto& plan = member(form, "plan");
  purchase.plan = plan.is_null() ? "professional"
                                 : cw::fields::one_of(plan, "plan", {"starter", "professional", "enterprise"});
  const auto& cycle = member(form, "billingCycle");
  purchase.cycle = cycle.is_null() ? "monthly" : cw::fields::one_of(cycle, "billingCycle", {"monthly", "yearly"});
  const auto& sent = member(form, "amount");
  if (amount == PlanAmount::required || !sent.is_null()) purchase.amount_cents = amount_cents(sent);
  const auto& trial = member(form, "freeTrial");
  if (!trial.is_null() && !trial.is_boolean()) throw cw::invalid("freeTrial must be true or false");
  purchase.free_trial = kind == PaymentKind::subscription && trial.is_boolean() ? trial.get<bool>()
                                                                                 : kind == PaymentKind::subscription;
  return purchase;
}

FeePurchase parse_fee_purchase(const nlohmann::json& form) {
  FeePurchase purchase;
  purchase.track = short_text(form, "track", 50);
  if (const auto& sent = member(form, "amount"); !sent.is_null()) purchase.amount_cents = amount_cents(sent);
  return purchase;
}

Stage parse_payment_type(const nlohmann::json& form) {
  return *parse_stage(
      cw::fields::one_of(member(form, "paymentType"), "paymentType", {"down_payment", "milestone", "final_payment"}));
}

StagePurchase parse_stage_purchase(const nlohmann::json& form) {
  StagePurchase purchase;
  auto project = cw::fields::whole_number(member(form, "projectId"), 1, std::numeric_limits<std::int64_t>::max());
  if (!project) throw cw::invalid("projectId must be a project's id");
  purchase.project_id = *project;
  purchase.amount_cents = amount_cents(member(form, "amount"));
  purchase.stage = parse_payment_type(form);
  const auto& milestone = member(form, "milestone");
  if (purchase.stage == Stage::milestone) {
    if (cw::fields::whole_number(milestone, 1, 1) != 1) throw cw::invalid("milestone must be 1 for a milestone payment");
  } else if (!milestone.is_null()) {
    throw cw::invalid("milestone is only sent with a milestone payment");
  }
  return purchase;
}

std::string parse_client_secret(const nlohmann::json& form) { return short_text(form, "clientSecret", 200); }

Card parse_card(const nlohmann::json& form) {
  const auto& card = member(form, "card");
  if (!card.is_object()) throw cw::invalid("card must be an object with number, expMonth, expYear, cvc and postalCode");
  return {short_text(card, "number", 40), whole(card, "expMonth", 1, 12), whole(card, "expYear", 2000, 2100),
          short_text(card, "cvc", 8), short_text(card, "postalCode", 16)};
}

bool parse_approve(const nlohmann::json& form) {
  const auto& approve = member(form, "approve");
  if (!approve.is_boolean()) throw cw::invalid("approve must be true or false");
  return approve.get<bool>();
}

}  // namespace billing::api
