#pragma once
// What each member's plan allows (cw/plan_limits.hpp), kept from billing's subscription.changed in the database of
// the services where the actions happen (projects: projects; messaging: messages), so they enforce a limit without
// asking billing. A service that keeps it adds member_plans::migrations() before its own migrations.
//
// A member billing has not told us about yet (their first subscription.changed may still be on its way when they
// act) is held to the starter plan's limits: every member starts on starter, and a paying member's upgrade reaches
// us seconds after their payment.
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/migrations.hpp>
#include <cw/plan_limits.hpp>

#include <unordered_map>
#include <vector>

namespace cw::member_plans {

std::vector<db::Migration> migrations();

// Keeps the newest subscription.changed of each member (by version; an older one arriving late changes nothing).
void apply_subscription_changed(pqxx::work& tx, const events::SubscriptionChanged& event);

// The member's plan, with their row locked until the transaction ends: two actions of one member that count against
// a limit are counted one after the other.
MemberPlan lock_member_plan(pqxx::work& tx, std::int64_t user_id);

// The member's plan (starter() when billing has not told us of them), unlocked.
MemberPlan plan_of(pqxx::transaction_base& tx, std::int64_t user_id);

// The plans of these members that billing told us of (a member missing from the answer is on starter()).
std::unordered_map<std::int64_t, MemberPlan> plans_of(pqxx::transaction_base& tx,
                                                      const std::vector<std::int64_t>& user_ids);

}  // namespace cw::member_plans
