#include "domain/export.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>

namespace projects {

ExportScope export_scope(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan) {
  if (caller.is(cw::Role::admin)) throw cw::forbidden("Admins have no data of their own to export");
  if (!plan.has(cw::Capability::data_export)) {
    throw cw::plan_required(cw::Capability::data_export, cw::cheapest_plan(cw::Capability::data_export));
  }
  return {caller.role, caller.user_id};
}

std::vector<std::string> export_header(ExportKind kind) {
  if (kind == ExportKind::projects) {
    return {"id",           "title",       "status",    "cabinetType", "budgetRange",
            "timeline",     "materialType", "finalAmount", "createdAt",   "completedAt"};
  }
  return {"id", "projectId", "projectTitle", "amount", "timeline", "status", "createdAt"};
}

std::vector<std::string> export_fields(const ProjectExportRow& row) {
  return {std::to_string(row.id),
          row.title,
          row.status,
          row.cabinet_type,
          row.budget_range,
          row.timeline,
          row.material_type,
          row.final_amount ? row.final_amount->format() : "",
          row.created_at,
          row.completed_at.value_or("")};
}

std::vector<std::string> export_fields(const BidExportRow& row) {
  return {std::to_string(row.id), std::to_string(row.project_id), row.project_title, row.amount.format(),
          row.timeline,           row.status,                     row.created_at};
}

}  // namespace projects
