#pragma once
// A member's data export (issue 29 item 4): who may download which CSV, and each row as its fields. Plain rules.
#include <cw/caller.hpp>
#include <cw/money.hpp>
#include <cw/plan_limits.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace projects {

enum class ExportKind { projects, bids };

// Whose rows an export holds: a client's (the projects they posted, the bids on them) or an engineer's (the projects
// assigned to them, the bids they placed).
struct ExportScope {
  cw::Role side = cw::Role::client;
  std::int64_t user_id = 0;
};

// Admins have no plan and no rows of their own: forbidden. A member whose plan lacks data_export: plan_required.
ExportScope export_scope(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan);

struct ProjectExportRow {
  std::int64_t id = 0;
  std::string title;
  std::string status;
  std::string cabinet_type;
  std::string budget_range;
  std::string timeline;
  std::string material_type;
  std::optional<cw::Money> final_amount;
  std::string created_at;  // ISO-8601 UTC
  std::optional<std::string> completed_at;
};

struct BidExportRow {
  std::int64_t id = 0;
  std::int64_t project_id = 0;
  std::string project_title;
  cw::Money amount;
  std::string timeline;
  std::string status;
  std::string created_at;
};

// The header row of each export, and a row's fields in the same order.
std::vector<std::string> export_header(ExportKind kind);
std::vector<std::string> export_fields(const ProjectExportRow& row);
std::vector<std::string> export_fields(const BidExportRow& row);

}  // namespace projects
