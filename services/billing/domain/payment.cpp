#include "domain/payment.hpp"

#include <cctype>
#include <stdexcept>

namespace billing {

std::string stage_label(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return "Down Payment";
    case Stage::milestone: return "Design Approval";
    case Stage::final_payment: return "Final Delivery";
  }
  return "";
}

// The web's names (sentence case), so a refusal reads "Pay the down payment before the design approval.", not
// "the Down Payment".
std::string stage_name(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return "down payment";
    case Stage::milestone: return "design approval";
    case Stage::final_payment: return "final delivery";
  }
  return "";
}

int stage_percent(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return 50;
    case Stage::milestone: return 30;
    case Stage::final_payment: return 20;
  }
  return 0;
}

std::int64_t stage_cents(std::int64_t total_cents, Stage stage) {
  const auto down = total_cents * 50 / 100;
  const auto milestone = total_cents * 30 / 100;
  switch (stage) {
    case Stage::down_payment: return down;
    case Stage::milestone: return milestone;
    case Stage::final_payment: return total_cents - down - milestone;
  }
  return 0;
}

std::optional<Stage> previous_stage(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return std::nullopt;
    case Stage::milestone: return Stage::down_payment;
    case Stage::final_payment: return Stage::milestone;
  }
  return std::nullopt;
}

std::string to_string(StageState state) {
  switch (state) {
    case StageState::pending: return "pending";
    case StageState::paid: return "paid";
    case StageState::released: return "released";
    case StageState::refunded: return "refunded";
    case StageState::split: return "split";
  }
  return "pending";
}

StageState paid_stage_state(bool released, bool refunded) {
  if (released && refunded) return StageState::split;
  if (released) return StageState::released;
  if (refunded) return StageState::refunded;
  return StageState::paid;
}

HeldSplit split_held(std::int64_t amount_cents, std::int64_t share_bp) {
  if (amount_cents < 0) throw std::invalid_argument("split_held: a negative amount");
  if (share_bp < 0 || share_bp > kWholeShare) throw std::invalid_argument("split_held: a share outside 0..10000");
  // floor(amount * share / 10000) without the product, which could leave int64 for a large amount.
  const auto engineer = amount_cents / kWholeShare * share_bp + amount_cents % kWholeShare * share_bp / kWholeShare;
  return {engineer, amount_cents - engineer};
}

std::optional<std::string> why_not_resolve(DisputeOutcome outcome, std::int64_t engineer_share_bp) {
  switch (outcome) {
    case DisputeOutcome::release:
      if (engineer_share_bp != kWholeShare) return "a release gives the engineer 10000 basis points";
      break;
    case DisputeOutcome::refund:
      if (engineer_share_bp != 0) return "a refund gives the engineer 0 basis points";
      break;
    case DisputeOutcome::split:
      if (engineer_share_bp < 1 || engineer_share_bp >= kWholeShare) {
        return "a split gives the engineer 1 to 9999 basis points";
      }
      break;
  }
  return std::nullopt;
}

std::string client_account(std::int64_t user_id) { return "client:" + std::to_string(user_id); }
std::string engineer_account(std::int64_t user_id) { return "engineer:" + std::to_string(user_id); }
std::string escrow_account(std::int64_t project_id) { return "escrow:project:" + std::to_string(project_id); }

std::string to_string(PaymentKind kind) {
  switch (kind) {
    case PaymentKind::subscription: return "subscription";
    case PaymentKind::plan_period: return "plan_period";
    case PaymentKind::project_stage: return "project_stage";
    case PaymentKind::certification_fee: return "certification_fee";
  }
  return "subscription";
}

bool is_plan_kind(PaymentKind kind) { return kind == PaymentKind::subscription || kind == PaymentKind::plan_period; }

std::string fee_description(const CertificationFee& fee) { return "Certification fee: " + fee.title; }

namespace {

bool luhn_valid(const std::string& digits) {
  int sum = 0;
  bool twice = false;
  for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
    int digit = *it - '0';
    if (twice) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    twice = !twice;
  }
  return sum % 10 == 0;
}

std::string brand_of(const std::string& digits) {
  if (digits.starts_with("4")) return "visa";
  if (digits.starts_with("34") || digits.starts_with("37")) return "amex";
  if (digits.starts_with("6011") || digits.starts_with("65")) return "discover";
  if (digits.size() >= 2 && digits[0] == '5' && digits[1] >= '1' && digits[1] <= '5') return "mastercard";
  if (digits.size() >= 4) {
    const int prefix = std::stoi(digits.substr(0, 4));
    if (prefix >= 2221 && prefix <= 2720) return "mastercard";
  }
  return "unknown";
}

bool all_digits(const std::string& text) {
  for (unsigned char c : text) {
    if (!std::isdigit(c)) return false;
  }
  return true;
}

CardOutcome invalid(std::string message, std::string code) {
  return {CardOutcome::Kind::invalid, std::move(message), std::move(code), "", ""};
}

}  // namespace

CardOutcome test_card_outcome(const Card& card, int year, int month) {
  std::string digits;
  for (unsigned char c : card.number) {
    if (c == ' ') continue;
    if (!std::isdigit(c) || digits.size() >= 19) return invalid("Your card number is incorrect.", "incorrect_number");
    digits.push_back(static_cast<char>(c));
  }
  if (digits.size() < 13 || !luhn_valid(digits)) return invalid("Your card number is incorrect.", "incorrect_number");
  if (card.exp_month < 1 || card.exp_month > 12 || card.exp_year < 2000 || card.exp_year > 2100) {
    return invalid("Your card's expiration date is incomplete.", "invalid_expiry");
  }
  if (card.exp_year < year || (card.exp_year == year && card.exp_month < month)) {
    return invalid("Your card's expiration date is in the past.", "expired_card");
  }
  if (card.cvc.size() < 3 || card.cvc.size() > 4 || !all_digits(card.cvc)) {
    return invalid("Your card's security code is incomplete.", "invalid_cvc");
  }
  if (card.postal_code.empty() || card.postal_code.size() > 10) {
    return invalid("Your postal code is incomplete.", "incomplete_zip");
  }
  CardOutcome outcome{CardOutcome::Kind::succeeded, "", "", brand_of(digits), digits.substr(digits.size() - 4)};
  if (digits == "4242424242424242") return outcome;
  outcome.kind = CardOutcome::Kind::declined;
  if (digits == "4000002500003155") {
    outcome.kind = CardOutcome::Kind::requires_action;
  } else if (digits == "4000000000000002") {
    outcome.message = "Your card was declined.";
    outcome.code = "card_declined";
  } else if (digits == "4000000000009995") {
    outcome.message = "Your card has insufficient funds.";
    outcome.code = "insufficient_funds";
  } else {
    outcome.message =
        "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test "
        "cards, see /payment-test.";
    outcome.code = "card_declined";
  }
  return outcome;
}

namespace {

const StageStatus* status_of(Stage stage, const std::vector<StageStatus>& stages) {
  for (const auto& status : stages) {
    if (status.stage == stage) return &status;
  }
  return nullptr;
}

}  // namespace

std::optional<std::string> why_not_pay(Stage stage, const std::vector<StageStatus>& stages) {
  const auto* status = status_of(stage, stages);
  if (status && status->state != StageState::pending) return "The " + stage_name(stage) + " is already paid.";
  if (auto previous = previous_stage(stage)) {
    const auto* before = status_of(*previous, stages);
    if (!before || before->state == StageState::pending) {
      return "Pay the " + stage_name(*previous) + " before the " + stage_name(stage) + ".";
    }
  }
  return std::nullopt;
}

std::optional<std::string> why_not_settle(Stage stage, const std::vector<StageStatus>& stages) {
  const auto* status = status_of(stage, stages);
  if (!status) return "The " + stage_name(stage) + " is not paid yet.";
  switch (status->state) {
    case StageState::pending: return "The " + stage_name(stage) + " is not paid yet.";
    case StageState::paid: return std::nullopt;
    case StageState::released: return "The " + stage_name(stage) + " is already released.";
    case StageState::refunded: return "The " + stage_name(stage) + " was refunded.";
    case StageState::split: return "The " + stage_name(stage) + " was split between the engineer and the client.";
  }
  return "The " + stage_name(stage) + " is not held.";
}

std::optional<Stage> next_payable(const std::vector<StageStatus>& stages) {
  for (auto stage : kStages) {
    if (!why_not_pay(stage, stages)) return stage;
  }
  return std::nullopt;
}

bool is_trial_setup(const Payment& payment) {
  return payment.kind == PaymentKind::subscription && payment.amount_cents == 0;
}

}  // namespace billing
