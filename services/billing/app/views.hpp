#pragma once
// Subscriptions and plans as the API shows them.
#include "domain/plan.hpp"
#include "domain/subscription.hpp"
#include "store/usage_store.hpp"

#include <nlohmann/json.hpp>

namespace billing {

nlohmann::json subscription_json(const Subscription& subscription);
// {id, name, price: {monthly, yearly}, yearlySaving, limits: {...; -1 unlimited}, features}; money as "29.00".
nlohmann::json plan_json(const Plan& plan);
nlohmann::json usage_json(const store::Usage& usage);

}  // namespace billing
