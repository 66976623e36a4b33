#include <cw/plan_limits.hpp>

#include <cctype>

namespace cw::member_plans {

MemberPlan starter() { return {"starter", {3, 3, 5, 10, 20, {"dwg", "pdf", "jpg", "png"}}, {}}; }

bool reached(std::int64_t limit, std::int64_t used) { return limit != kUnlimitedUse && used >= limit; }

std::string limit_message(const MemberPlan& plan, std::int64_t limit, const std::string& what,
                          const std::string& unlimited) {
  auto name = plan.plan;
  if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return "Your " + name + " plan allows " + std::to_string(limit) + " " + what + ". Upgrade at /premium-plans for " +
         unlimited + ".";
}

}  // namespace cw::member_plans
