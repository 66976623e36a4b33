#pragma once
// The plans a member can be on (spec sections 6 and 9), as billing's plans table holds them.
#include <cw/capability.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace billing {

// A limit that does not apply.
inline constexpr int kUnlimited = -1;

struct PlanLimits {
  int active_projects = 0;  // kUnlimited or at least 0
  int monthly_projects = 0;
  int uploads_per_project = 0;
  int max_file_mb = 0;
  int messages_per_day = 0;
  std::vector<std::string> file_formats;
};

struct Plan {
  std::string id;  // starter, professional, enterprise
  std::string name;
  std::int64_t monthly_cents = 0;
  std::int64_t yearly_cents = 0;
  PlanLimits limits;
  std::vector<std::string> features;  // what the plan offers, as shown to members
  std::vector<cw::Capability> capabilities;  // what the plan lets a member do, as the services enforce it
};

// Whether a client on this plan has stage payments held in escrow until the work is approved (the escrow
// capability); without it a stage goes to the engineer as soon as it is paid.
bool holds_stage_payments(const Plan& plan);

// The monthly message cap shown against usage: the daily cap times 30 (spec section 9), or kUnlimited.
int monthly_message_cap(const PlanLimits& limits);

// What a year costs less than twelve months (0 when it costs as much or more).
std::int64_t yearly_saving_cents(const Plan& plan);

// Cents as the API shows money: "29.00".
std::string format_cents(std::int64_t cents);

}  // namespace billing
