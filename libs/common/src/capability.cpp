#include <cw/capability.hpp>

#include <algorithm>
#include <cctype>

namespace cw {

namespace {

struct CapabilityName {
  Capability capability;
  std::string_view id;
  std::string_view display;
};

constexpr std::array<CapabilityName, kAllCapabilities.size()> kNames = {{
    {Capability::direct_messages, "direct_messages", "Direct messages"},
    {Capability::analytics, "analytics", "Analytics"},
    {Capability::data_export, "data_export", "Data export"},
    {Capability::advanced_filters, "advanced_filters", "Advanced filters"},
    {Capability::priority_support, "priority_support", "Priority support"},
    {Capability::engineer_ratings, "engineer_ratings", "Engineer ratings"},
    {Capability::verified_engineers, "verified_engineers", "Verified engineers"},
    {Capability::custom_rates, "custom_rates", "Custom rates"},
    {Capability::escrow, "escrow", "Escrow"},
    {Capability::milestone_payments, "milestone_payments", "Milestone payments"},
    {Capability::custom_integrations, "custom_integrations", "Custom integrations"},
    {Capability::white_label, "white_label", "White-label"},
}};

const CapabilityName& names_of(Capability capability) { return kNames[static_cast<std::size_t>(capability)]; }

bool enterprise_only(Capability capability) {
  return capability == Capability::custom_integrations || capability == Capability::white_label;
}

}  // namespace

std::string_view to_string(Capability capability) { return names_of(capability).id; }

std::optional<Capability> parse_capability(std::string_view id) {
  for (const auto& name : kNames) {
    if (name.id == id) return name.capability;
  }
  return std::nullopt;
}

std::string_view display_name(Capability capability) { return names_of(capability).display; }

std::vector<Capability> default_capabilities(std::string_view plan) {
  std::vector<Capability> capabilities;
  if (plan != "professional" && plan != "enterprise") return capabilities;
  for (auto capability : kAllCapabilities) {
    if (plan == "enterprise" || !enterprise_only(capability)) capabilities.push_back(capability);
  }
  return capabilities;
}

std::string_view cheapest_plan(Capability capability) {
  return enterprise_only(capability) ? "enterprise" : "professional";
}

std::vector<std::string> capability_ids(std::vector<Capability> capabilities) {
  std::sort(capabilities.begin(), capabilities.end());
  capabilities.erase(std::unique(capabilities.begin(), capabilities.end()), capabilities.end());
  std::vector<std::string> ids;
  for (auto capability : capabilities) ids.emplace_back(to_string(capability));
  return ids;
}

std::vector<Capability> parse_capabilities(const std::vector<std::string>& ids) {
  std::vector<Capability> capabilities;
  for (const auto& id : ids) {
    if (auto capability = parse_capability(id)) capabilities.push_back(*capability);
  }
  return capabilities;
}

DomainError plan_required(Capability capability, std::string_view cheapest_plan) {
  std::string plan_name(cheapest_plan);
  if (!plan_name.empty()) plan_name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(plan_name[0])));
  DomainError error(ErrorKind::forbidden,
                    std::string(display_name(capability)) + " is part of the " + plan_name +
                        " plan: upgrade to use it.",
                    "plan_required");
  error.add_field("capability", std::string(to_string(capability)));
  error.add_field("plan", std::string(cheapest_plan));
  error.add_field("link", "/premium-plans");
  return error;
}

}  // namespace cw
