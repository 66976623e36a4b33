#pragma once
// The uploaded files' checks as the API shows them: the DXF preflight report and the cut-list preview with its sheet
// estimate. The preflight report also travels as this JSON from the cw-dxf-preflight tool to the service.
#include "domain/cut_list.hpp"
#include "domain/dxf_preflight.hpp"
#include "domain/project_file.hpp"

#include <cw/events/member_plans.hpp>

#include <nlohmann/json.hpp>

namespace projects {

nlohmann::json to_json(const PreflightReport& report);
// The report to_json wrote (the preflight tool's output). Throws std::invalid_argument when the JSON is not one.
PreflightReport preflight_report_from_json(const nlohmann::json& json);

nlohmann::json to_json(const CutList& list);
// The layouts stay out: a preview shows the counts (a drawing of the sheets can ask for them later).
nlohmann::json to_json(const SheetEstimate& estimate);

// A stored version as the Files tab lists it (the preflight report as stored, null when none or unreadable).
nlohmann::json file_json(const ProjectFile& file);
// What the caller's plan lets them upload to a project, and how many uploads they made there.
nlohmann::json upload_limits_json(const cw::member_plans::MemberPlan& plan, std::int64_t used);

}  // namespace projects
