#pragma once
#include <string>

namespace billing {

struct Subscription {
  std::string plan;           // starter, professional, enterprise
  std::string status;         // active, inactive
  std::string billing_cycle;  // monthly, yearly
  bool cancel_at_period_end = false;
};

// Every member starts on the free starter plan, and stays there until they pay for another; a member whose
// subscription row has not been written yet is on it too.
Subscription starter_subscription();

}  // namespace billing
