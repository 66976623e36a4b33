#include "domain/subscription.hpp"

namespace billing {

Subscription starter_subscription() { return {"starter", "active", "monthly", false}; }

}  // namespace billing
