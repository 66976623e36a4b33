#include "app/views.hpp"

namespace billing {

nlohmann::json subscription_json(const Subscription& subscription) {
  return {{"plan", subscription.plan},
          {"status", subscription.status},
          {"billingCycle", subscription.billing_cycle},
          {"cancelAtPeriodEnd", subscription.cancel_at_period_end}};
}

}  // namespace billing
