#include <cw/money.hpp>

#include <cw/text.hpp>

#include <cmath>
#include <limits>
#include <cstddef>
#include <cstdio>

namespace cw {

namespace {

std::optional<Money> within_limits(std::int64_t cents) {
  if (cents <= 0 || cents > kMaxAmountCents) return std::nullopt;
  return Money::from_cents(cents);
}

// Digits, optionally a dot and one or two digits: exact, no floating point on the way. nullopt for anything else or
// for more than 10 integer digits (over any limit).
std::optional<std::int64_t> decimal_cents(const std::string& text) {
  std::int64_t units = 0;
  std::size_t i = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    if (i >= 10) return std::nullopt;
    units = units * 10 + (text[i] - '0');
  }
  if (i == 0) return std::nullopt;
  std::int64_t fraction = 0;
  if (i < text.size()) {
    if (text[i] != '.') return std::nullopt;
    const auto decimals = text.size() - i - 1;
    if (decimals < 1 || decimals > 2) return std::nullopt;
    for (std::size_t d = i + 1; d < text.size(); ++d) {
      if (text[d] < '0' || text[d] > '9') return std::nullopt;
      fraction = fraction * 10 + (text[d] - '0');
    }
    if (decimals == 1) fraction *= 10;
  }
  return units * 100 + fraction;
}

}  // namespace

std::string Money::format() const {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%lld.%02lld", static_cast<long long>(cents_ / 100),
                static_cast<long long>(cents_ % 100));
  return buffer;
}

std::string Money::display() const {
  // Grouped by thousands from the right: "$1,234,567.89" (a negative amount, "-$1,234.00").
  const auto magnitude = cents_ < 0 ? -static_cast<unsigned long long>(cents_) : static_cast<unsigned long long>(cents_);
  const auto digits = std::to_string(magnitude / 100);
  std::string whole;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) whole += ',';
    whole += digits[i];
  }
  char fraction[4];
  std::snprintf(fraction, sizeof fraction, ".%02llu", magnitude % 100);
  return (cents_ < 0 ? "-$" : "$") + whole + fraction;
}

std::optional<Money> amount_of_units(std::int64_t units) {
  if (units <= 0 || units > kMaxAmountCents / 100) return std::nullopt;
  return within_limits(units * 100);
}

std::optional<Money> amount_of_text(const std::string& text) {
  const auto cents = decimal_cents(text);
  if (!cents) return std::nullopt;
  return within_limits(*cents);
}

std::optional<Money> money_of_text(const std::string& text) {
  const auto cents = decimal_cents(text);
  if (!cents) return std::nullopt;
  return Money::from_cents(*cents);
}

std::optional<Money> amount_of_number(double value) {
  if (!std::isfinite(value) || value <= 0 || value > static_cast<double>(kMaxAmountCents) / 100) return std::nullopt;
  const double cents = value * 100;
  const double rounded = std::round(cents);
  // A binary number carries noise (1500.1 is 1500.0999...): tolerate that, refuse a real third decimal.
  if (std::fabs(cents - rounded) > 1e-6) return std::nullopt;
  return within_limits(static_cast<std::int64_t>(rounded));
}

}  // namespace cw
