#pragma once
// Money as integer cents; shown as a decimal string with two places ("1500.00").

#include <cstdint>
#include <optional>
#include <string>

namespace cw {

// The largest amount of money the marketplace handles (a bid, a payment): 10,000,000.00.
inline constexpr std::int64_t kMaxAmountCents = 1'000'000'000;

class Money {
 public:
  constexpr Money() = default;  // zero
  static Money from_cents(std::int64_t cents) { return Money(cents); }
  std::int64_t cents() const { return cents_; }
  // "1500.00" (the API's and the events' decimal string)
  std::string format() const;
  // "$1,500.00": how a sentence meant for people shows money, the web's one format (web/src/lib/money.ts).
  std::string display() const;
  bool operator==(const Money&) const = default;

 private:
  explicit Money(std::int64_t cents) : cents_(cents) {}
  std::int64_t cents_ = 0;
};

// A bid amount: greater than 0, at most 10,000,000, with at most two decimals; nullopt for anything else. From a
// whole number of units, from a number that may carry binary noise (1500.1 is 1500.0999...), or from decimal text
// ("1500", "1500.5", "1500.50"; not "-1", "1e3", "1,500" or "0.001").
std::optional<Money> amount_of_units(std::int64_t units);
std::optional<Money> amount_of_number(double value);
std::optional<Money> amount_of_text(const std::string& text);
// An amount written as "1500.00" (or "1500", "1500.5"): any of at least 0, as a formatted Money reads back; nullopt
// for anything else.
std::optional<Money> money_of_text(const std::string& text);

}  // namespace cw
