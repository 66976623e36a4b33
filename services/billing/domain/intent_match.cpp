#include "domain/intent_match.hpp"

#include <cctype>

namespace billing {

namespace {

// "professional" -> "Professional": the plans' names are their ids capitalised.
std::string plan_name(std::string id) {
  if (!id.empty()) id[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(id[0])));
  return id;
}

std::optional<std::string> why_stage_stale(const Payment& payment, const PayerState& now) {
  if (!payment.stage) return "This payment names no project stage.";
  if (now.project_closed) return kProjectClosed;
  if (now.stage_intent_id && *now.stage_intent_id != payment.intent_id) {
    return "A newer payment replaced this one for the " + stage_name(*payment.stage) + ".";
  }
  return why_not_pay(*payment.stage, now.stages);
}

std::optional<std::string> why_plan_stale(const Payment& payment, const PayerState& now) {
  const auto& current = now.subscription;
  if (payment.based_on_version && *payment.based_on_version == current.version) return std::nullopt;
  if (payment.plan && payment.billing_cycle && is_paid(current) && current.plan == *payment.plan &&
      current.billing_cycle == *payment.billing_cycle) {
    return "You are already on the " + plan_name(current.plan) + " plan, billed " + current.billing_cycle + ".";
  }
  return "Your subscription changed since this payment was started: choose your plan again.";
}

// A fee buys one attempt whatever else the member paid: only a track no longer sold or a deleted account refuse it.
std::optional<std::string> why_fee_stale(const Payment& payment, const PayerState& now) {
  if (!payment.track || !now.fee_track_sold) return "This certification track is not sold any more.";
  if (now.payer_deleted) return "This account was deleted.";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> why_intent_outdated(const Payment& payment, const PayerState& now) {
  if (payment.status == "succeeded") return std::nullopt;
  switch (payment.kind) {
    case PaymentKind::project_stage: return why_stage_stale(payment, now);
    case PaymentKind::certification_fee: return why_fee_stale(payment, now);
    case PaymentKind::subscription:
    case PaymentKind::plan_period: break;
  }
  return why_plan_stale(payment, now);
}

std::optional<std::string> why_intent_stale(const Payment& payment, const PayerState& now) {
  if (auto why = why_intent_outdated(payment, now)) return why;
  if (payment.status == "canceled") return "This payment was cancelled.";
  return std::nullopt;
}

}  // namespace billing
