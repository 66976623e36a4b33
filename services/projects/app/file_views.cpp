#include "app/file_views.hpp"

#include <algorithm>

namespace projects {

nlohmann::json to_json(const CutList& list) {
  using nlohmann::json;
  json rows = json::array();
  for (const auto& row : list.rows) {
    rows.push_back({{"line", row.line},
                    {"part", row.part},
                    {"material", row.material},
                    {"thicknessMm", row.thickness_mm},
                    {"lengthMm", row.length_mm},
                    {"widthMm", row.width_mm},
                    {"quantity", row.quantity},
                    {"grain", row.grain}});
  }
  json problems = json::array();
  for (const auto& problem : list.problems) problems.push_back({{"line", problem.line}, {"reason", problem.reason}});
  json materials = json::array();
  for (const auto& total : list.materials) {
    materials.push_back({{"material", total.material}, {"parts", total.parts}, {"areaM2", total.area_m2}});
  }
  return {{"error", list.error.empty() ? json(nullptr) : json(list.error)},
          {"encoding", list.encoding},
          {"units", list.units},
          {"warnings", list.warnings},
          {"ignoredColumns", list.ignored_columns},
          {"rows", rows},
          {"problems", problems},
          {"totals", {{"parts", list.total_parts}, {"areaM2", list.total_area_m2}, {"materials", materials}}}};
}

nlohmann::json to_json(const SheetEstimate& estimate) {
  using nlohmann::json;
  json materials = json::array();
  for (const auto& group : estimate.materials) {
    json unfit = json::array();
    for (const auto& part : group.does_not_fit) {
      unfit.push_back({{"line", part.line},
                       {"part", part.part},
                       {"lengthMm", part.length_mm},
                       {"widthMm", part.width_mm},
                       {"quantity", part.quantity},
                       {"reason", part.reason}});
    }
    // The first sheets' layouts for the picture of each sheet; x runs along the sheet's length, row indexes rows.
    json layouts = json::array();
    std::size_t drawn = std::min(group.layouts.size(), cw::cad::kMaxDrawnSheets);
    for (std::size_t s = 0; s < drawn; ++s) {
      json parts = json::array();
      for (const auto& p : group.layouts[s].parts) {
        parts.push_back({{"row", p.row}, {"x", p.x}, {"y", p.y}, {"sizeX", p.size_x}, {"sizeY", p.size_y},
                         {"rotated", p.rotated}});
      }
      layouts.push_back({{"parts", std::move(parts)}});
    }
    materials.push_back({{"material", group.material},
                         {"thicknessMm", group.thickness_mm},
                         {"parts", group.parts},
                         {"partsAreaM2", group.parts_area_m2},
                         {"sheets", group.sheets},
                         {"lowerBound", group.lower_bound},
                         {"utilisation", group.utilisation},
                         {"approximate", group.approximate},
                         {"doesNotFit", unfit},
                         {"layouts", std::move(layouts)},
                         {"layoutsOmitted", group.layouts.size() - drawn}});
  }
  return {{"error", estimate.error.empty() ? json(nullptr) : json(estimate.error)},
          {"sheet",
           {{"lengthMm", estimate.options.sheet_length_mm},
            {"widthMm", estimate.options.sheet_width_mm},
            {"kerfMm", estimate.options.kerf_mm}}},
          {"materials", materials},
          {"sheets", estimate.sheets},
          {"lowerBound", estimate.lower_bound},
          {"approximate", estimate.approximate}};
}

nlohmann::json unmade_preview_json(const std::string& message) {
  cw::cad::PreviewModel model;
  model.message = message;
  model.units.name = "not read";
  return to_json(model);
}

nlohmann::json file_json(const ProjectFile& file) {
  auto preflight = file.preflight.empty() ? nlohmann::json() : nlohmann::json::parse(file.preflight, nullptr, false);
  if (preflight.is_discarded()) preflight = nullptr;
  return {{"id", file.id},
          {"projectId", file.project_id},
          {"name", file.name},
          {"version", file.version},
          {"format", file.format},
          {"contentType", file.content_type},
          {"sizeBytes", file.size_bytes},
          {"sha256", file.sha256},
          {"uploadedBy", {{"id", file.uploader.id},
                          {"username", file.uploader.username},
                          {"firstName", file.uploader.first_name},
                          {"lastName", file.uploader.last_name},
                          {"role", file.uploader_role}}},
          {"uploadedAt", file.uploaded_at},
          {"preflight", preflight},
          {"preflightWaived", file.preflight_waived},
          {"cutListPreview", file.format == "csv"},
          {"downloadUrl", "/api/projects/" + std::to_string(file.project_id) + "/files/" + std::to_string(file.id) +
                              "/download"}};
}

nlohmann::json upload_limits_json(const cw::member_plans::MemberPlan& plan, std::int64_t used) {
  return {{"plan", plan.plan},
          {"uploadsPerProject", plan.limits.uploads_per_project},
          {"used", used},
          {"maxFileMb", plan.limits.max_file_mb},
          {"formats", plan.limits.file_formats},
          {"extensions", extensions_allowed(plan)},
          {"upgrades", upgrades_for(plan)}};
}

}  // namespace projects
