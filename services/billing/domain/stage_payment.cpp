#include "domain/stage_payment.hpp"

#include "domain/intent_match.hpp"

#include <cw/money.hpp>

namespace billing {

namespace {

StagePaymentDecision refused(cw::DomainError error) { return {std::move(error), 0}; }

}  // namespace

StagePaymentDecision decide_stage_payment(const StagePaymentAsked& asked) {
  if (!asked.price) {
    if (!asked.project_known) return refused(cw::not_found("Project not found"));
    return refused(cw::conflict("This project has no accepted bid yet: its payments open once a bid is accepted."));
  }
  if (asked.price->client_id != asked.payer_id) {
    return refused(cw::forbidden("Only the project's client can pay for it."));
  }
  if (asked.current_status == "succeeded") {
    return refused(cw::conflict("The " + stage_name(asked.stage) + " is already paid.", "already_paid"));
  }
  if (asked.project_closed) return refused(cw::conflict(kProjectClosed, "project_closed"));
  if (auto why = why_not_pay(asked.stage, asked.stages)) return refused(cw::conflict(*why));
  const auto amount = stage_cents(asked.price->total_cents, asked.stage);
  if (asked.amount_cents != amount) {
    return refused(cw::invalid("The amount does not match the " + stage_name(asked.stage) + " of this project (" +
                               cw::Money::from_cents(amount).display() + ")."));
  }
  return {std::nullopt, amount};
}

}  // namespace billing
