#pragma once
// What a plan lets a member do (spec section 6), as ids the API and the events carry. Billing's plans table holds
// which plan has which; default_capabilities() is the same matrix as data for a reader that has nothing better (an
// event written before capabilities were carried). Plain types: no JSON, no I/O.
#include <cw/errors.hpp>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cw {

enum class Capability {
  direct_messages,
  analytics,
  data_export,
  advanced_filters,
  priority_support,
  engineer_ratings,
  verified_engineers,
  custom_rates,
  escrow,
  milestone_payments,
  custom_integrations,
  white_label
};

// Every capability, in the order the API lists them.
inline constexpr std::array kAllCapabilities = {
    Capability::direct_messages,    Capability::analytics,          Capability::data_export,
    Capability::advanced_filters,   Capability::priority_support,   Capability::engineer_ratings,
    Capability::verified_engineers, Capability::custom_rates,       Capability::escrow,
    Capability::milestone_payments, Capability::custom_integrations, Capability::white_label};

// The id: "data_export".
std::string_view to_string(Capability capability);
// The capability of an id; nullopt for an id we do not know (a newer billing's).
std::optional<Capability> parse_capability(std::string_view id);
// As members read it: "Data export".
std::string_view display_name(Capability capability);

// The default matrix: starter none; professional all but custom_integrations and white_label; enterprise all.
// An unknown plan has none.
std::vector<Capability> default_capabilities(std::string_view plan);
// The cheapest plan (of the default matrix) that has the capability: "professional" or "enterprise".
std::string_view cheapest_plan(Capability capability);

// Ids of these capabilities, sorted into kAllCapabilities' order, and back (unknown ids are left out).
std::vector<std::string> capability_ids(std::vector<Capability> capabilities);
std::vector<Capability> parse_capabilities(const std::vector<std::string>& ids);

// The 403 refusal of an action the member's plan does not include: code plan_required, with the capability, the
// cheapest plan that has it and the link to the plans page as fields of the body.
DomainError plan_required(Capability capability, std::string_view cheapest_plan);

}  // namespace cw
