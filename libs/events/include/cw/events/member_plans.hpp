#pragma once
// What each member's plan allows, kept from billing's subscription.changed by the services where the actions happen
// (projects: projects; messaging: messages), so they enforce a limit without asking billing. A service that keeps it
// adds member_plans::migration() before its own migrations.
//
// A member billing has not told us about yet (their first subscription.changed may still be on its way when they
// act) is held to the starter plan's limits: every member starts on starter, and a paying member's upgrade reaches
// us seconds after their payment.
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/migrations.hpp>

#include <string>
#include <unordered_map>
#include <vector>

namespace cw::member_plans {

db::Migration migration();

struct MemberPlan {
  std::string plan = "starter";
  events::PlanLimits limits;
};

// Starter's limits (spec section 9), for a member billing has not told us about.
MemberPlan starter();

// Keeps the newest subscription.changed of each member (by version; an older one arriving late changes nothing).
void apply_subscription_changed(pqxx::work& tx, const events::SubscriptionChanged& event);

// The member's plan, with their row locked until the transaction ends: two actions of one member that count against
// a limit are counted one after the other.
MemberPlan lock_member_plan(pqxx::work& tx, std::int64_t user_id);

// The plans of these members that billing told us of (a member missing from the answer is on starter()).
std::unordered_map<std::int64_t, MemberPlan> plans_of(pqxx::transaction_base& tx,
                                                      const std::vector<std::int64_t>& user_ids);

// Whether `used` more would go past `limit` (kUnlimitedUse: never).
bool reached(std::int64_t limit, std::int64_t used);

// The 403 message naming the limit and the way up: "Your Starter plan allows 3 active projects at a time. Upgrade
// at /premium-plans for unlimited projects."
std::string limit_message(const MemberPlan& plan, std::int64_t limit, const std::string& what,
                          const std::string& unlimited);

}  // namespace cw::member_plans
