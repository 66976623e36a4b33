#include "domain/payment.hpp"

#include <cctype>

namespace billing {

std::string to_string(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return "down_payment";
    case Stage::milestone: return "milestone";
    case Stage::final_payment: return "final_payment";
  }
  return "down_payment";
}

std::optional<Stage> parse_stage(const std::string& text) {
  for (auto stage : kStages) {
    if (to_string(stage) == text) return stage;
  }
  return std::nullopt;
}

std::string stage_label(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return "Down Payment";
    case Stage::milestone: return "Design Approval";
    case Stage::final_payment: return "Final Delivery";
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
  }
  return "pending";
}

std::string to_string(PaymentKind kind) {
  switch (kind) {
    case PaymentKind::subscription: return "subscription";
    case PaymentKind::plan_period: return "plan_period";
    case PaymentKind::project_stage: return "project_stage";
  }
  return "subscription";
}

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
  if (status && status->state != StageState::pending) return "The " + stage_label(stage) + " is already paid.";
  if (auto previous = previous_stage(stage)) {
    const auto* before = status_of(*previous, stages);
    if (!before || before->state == StageState::pending) {
      return "Pay the " + stage_label(*previous) + " before the " + stage_label(stage) + ".";
    }
  }
  return std::nullopt;
}

std::optional<std::string> why_not_release(Stage stage, const std::vector<StageStatus>& stages) {
  const auto* status = status_of(stage, stages);
  if (!status || status->state == StageState::pending) return "The " + stage_label(stage) + " is not paid yet.";
  if (status->state == StageState::released) return "The " + stage_label(stage) + " is already released.";
  if (status->state == StageState::refunded) return "The " + stage_label(stage) + " was refunded.";
  return std::nullopt;
}

std::optional<Stage> next_payable(const std::vector<StageStatus>& stages) {
  for (auto stage : kStages) {
    if (!why_not_pay(stage, stages)) return stage;
  }
  return std::nullopt;
}

}  // namespace billing
