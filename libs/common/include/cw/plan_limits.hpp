#pragma once
// What a member's plan allows, as billing's subscription.changed carries it to the services where the actions happen
// (projects: projects and uploads; messaging: messages), so that their domains enforce a limit without asking billing.
// Plain types and rules; cw/events/member_plans.hpp keeps them in each service's database.
#include <cw/capability.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace cw {

// A limit that does not limit.
inline constexpr std::int64_t kUnlimitedUse = -1;

struct PlanLimits {
  std::int64_t active_projects = 0;
  std::int64_t monthly_projects = 0;
  std::int64_t uploads_per_project = 0;
  std::int64_t max_file_mb = 0;
  std::int64_t messages_per_day = 0;
  std::vector<std::string> file_formats;
};

namespace member_plans {

struct MemberPlan {
  std::string plan = "starter";
  PlanLimits limits;
  std::vector<Capability> capabilities;  // starter: none

  bool has(Capability capability) const {
    return std::find(capabilities.begin(), capabilities.end(), capability) != capabilities.end();
  }
};

// Starter's limits (spec section 9), for a member billing has not told us about: every member starts on starter.
MemberPlan starter();

// Whether `used` more would go past `limit` (kUnlimitedUse: never).
bool reached(std::int64_t limit, std::int64_t used);

// The 403 message naming the limit and the way up: "Your Starter plan allows 3 active projects at a time. Upgrade
// at /premium-plans for unlimited projects."
std::string limit_message(const MemberPlan& plan, std::int64_t limit, const std::string& what,
                          const std::string& unlimited);

}  // namespace member_plans
}  // namespace cw
