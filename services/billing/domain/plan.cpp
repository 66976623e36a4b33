#include "domain/plan.hpp"

#include <cw/money.hpp>

#include <algorithm>

namespace billing {

bool holds_stage_payments(const Plan& plan) {
  return std::find(plan.capabilities.begin(), plan.capabilities.end(), cw::Capability::escrow) !=
         plan.capabilities.end();
}

int monthly_message_cap(const PlanLimits& limits) {
  return limits.messages_per_day == kUnlimited ? kUnlimited : limits.messages_per_day * 30;
}

std::int64_t yearly_saving_cents(const Plan& plan) {
  return std::max<std::int64_t>(0, 12 * plan.monthly_cents - plan.yearly_cents);
}

std::string format_cents(std::int64_t cents) { return cw::Money::from_cents(cents).format(); }

}  // namespace billing
