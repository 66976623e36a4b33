#pragma once
// Every change of a member's subscription goes through here: saved, and told to the other services
// (subscription.changed with the plan's limits), in the same transaction.
#include "domain/subscription.hpp"

#include <cw/db.hpp>

namespace billing {

// The plan by id (starter when the id is unknown: the plans table holds every id a subscription can have).
Plan plan_by_id(pqxx::transaction_base& tx, const std::string& id);

void change_subscription(pqxx::work& tx, std::int64_t user_id, const Subscription& next);
// Tells the other services a subscription as it is (a new member's starter).
void announce_subscription(pqxx::work& tx, std::int64_t user_id, const Subscription& subscription);

}  // namespace billing
