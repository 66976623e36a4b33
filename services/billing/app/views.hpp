#pragma once
// Subscriptions as the API shows them.
#include "domain/subscription.hpp"

#include <nlohmann/json.hpp>

namespace billing {

nlohmann::json subscription_json(const Subscription& subscription);

}  // namespace billing
