#pragma once
// The uploaded files' checks as the API shows them: the DXF preflight report and the cut-list preview with its sheet
// estimate. The preflight report's JSON is the drawing library's (cw/cad/report_json.hpp): the cw-dxf-preflight tool
// writes it and the service reads it back.
#include "domain/cut_list.hpp"
#include "domain/dxf_preflight.hpp"
#include "domain/project_file.hpp"

#include <cw/cad/report_json.hpp>
#include <cw/events/member_plans.hpp>

#include <nlohmann/json.hpp>

namespace projects {

using cw::cad::preflight_report_from_json;
using cw::cad::to_json;

nlohmann::json to_json(const CutList& list);
// Each material with the layouts of its first cw::cad::kMaxDrawnSheets sheets (the rest counted), for the picture of
// each sheet.
nlohmann::json to_json(const SheetEstimate& estimate);

// A stored version as the Files tab lists it (the preflight report as stored, null when none or unreadable).
nlohmann::json file_json(const ProjectFile& file);
// What the caller's plan lets them upload to a project, and how many uploads they made there.
nlohmann::json upload_limits_json(const cw::member_plans::MemberPlan& plan, std::int64_t used);

}  // namespace projects
