#include "app/file_views.hpp"

#include <cw/json_optional.hpp>

#include <cmath>
#include <stdexcept>

namespace projects {

nlohmann::json to_json(const PreflightReport& report) {
  using nlohmann::json;
  auto finite = [](double value) { return std::isfinite(value) ? json(value) : json(nullptr); };
  json units = {{"insunits", cw::optional_json(report.units.insunits)},
                {"name", report.units.name},
                {"mmPerUnit", finite(report.units.mm_per_unit)}};
  json extents = nullptr;
  if (report.extents) {
    const auto& e = *report.extents;
    extents = {{"minX", finite(e.min_x)}, {"minY", finite(e.min_y)}, {"maxX", finite(e.max_x)},
               {"maxY", finite(e.max_y)}, {"source", e.source}};
  }
  json layers = json::array();
  for (const auto& layer : report.layers) {
    layers.push_back(
        {{"name", layer.name}, {"entities", layer.entities}, {"inBlocks", layer.block_entities}, {"cut", layer.cut}});
  }
  json findings = json::array();
  for (const auto& f : report.findings) {
    json location = nullptr;
    if (f.location && std::isfinite(f.location->x) && std::isfinite(f.location->y)) {
      location = {{"x", f.location->x}, {"y", f.location->y}};
    }
    findings.push_back({{"code", f.code},
                        {"severity", to_string(f.severity)},
                        {"message", f.message},
                        {"layer", f.layer},
                        {"handle", f.handle},
                        {"block", f.block},
                        {"location", location}});
  }
  return {{"status", to_string(report.status)},
          {"message", report.message},
          {"units", units},
          {"extents", extents},
          {"layers", layers},
          {"entityCount", report.entity_count},
          {"blockEntityCount", report.block_entity_count},
          {"findings", findings},
          {"findingsOmitted", report.findings_omitted},
          {"errorCount", report.error_count},
          {"warningCount", report.warning_count},
          {"sheet", {{"widthMm", finite(report.sheet_width_mm)}, {"lengthMm", finite(report.sheet_length_mm)}}}};
}

PreflightReport preflight_report_from_json(const nlohmann::json& json) {
  try {
    PreflightReport report;
    auto status = json.at("status").get<std::string>();
    if (status == "pass") report.status = PreflightStatus::pass;
    else if (status == "fail") report.status = PreflightStatus::fail;
    else if (status == "error") report.status = PreflightStatus::error;
    else throw std::invalid_argument("unknown status " + status);
    report.message = json.at("message").get<std::string>();
    const auto& units = json.at("units");
    if (!units.at("insunits").is_null()) report.units.insunits = units.at("insunits").get<int>();
    report.units.name = units.at("name").get<std::string>();
    report.units.mm_per_unit = units.at("mmPerUnit").is_null() ? 1.0 : units.at("mmPerUnit").get<double>();
    if (const auto& e = json.at("extents"); !e.is_null()) {
      report.extents = Extents{e.at("minX").get<double>(), e.at("minY").get<double>(), e.at("maxX").get<double>(),
                               e.at("maxY").get<double>(), e.at("source").get<std::string>()};
    }
    for (const auto& layer : json.at("layers")) {
      report.layers.push_back({layer.at("name").get<std::string>(), layer.at("entities").get<std::size_t>(),
                               layer.at("inBlocks").get<std::size_t>(), layer.at("cut").get<bool>()});
    }
    report.entity_count = json.at("entityCount").get<std::size_t>();
    report.block_entity_count = json.at("blockEntityCount").get<std::size_t>();
    for (const auto& f : json.at("findings")) {
      Finding finding;
      finding.code = f.at("code").get<std::string>();
      auto severity = f.at("severity").get<std::string>();
      if (severity == "error") finding.severity = Severity::error;
      else if (severity == "warning") finding.severity = Severity::warning;
      else throw std::invalid_argument("unknown severity " + severity);
      finding.message = f.at("message").get<std::string>();
      finding.layer = f.at("layer").get<std::string>();
      finding.handle = f.at("handle").get<std::string>();
      finding.block = f.at("block").get<std::string>();
      if (const auto& at = f.at("location"); !at.is_null()) {
        finding.location = Point2{at.at("x").get<double>(), at.at("y").get<double>()};
      }
      report.findings.push_back(std::move(finding));
    }
    report.findings_omitted = json.at("findingsOmitted").get<std::size_t>();
    report.error_count = json.at("errorCount").get<std::size_t>();
    report.warning_count = json.at("warningCount").get<std::size_t>();
    const auto& sheet = json.at("sheet");
    report.sheet_width_mm = sheet.at("widthMm").get<double>();
    report.sheet_length_mm = sheet.at("lengthMm").get<double>();
    return report;
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(std::string("not a preflight report: ") + e.what());
  }
}

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
    materials.push_back({{"material", group.material},
                         {"thicknessMm", group.thickness_mm},
                         {"parts", group.parts},
                         {"partsAreaM2", group.parts_area_m2},
                         {"sheets", group.sheets},
                         {"lowerBound", group.lower_bound},
                         {"utilisation", group.utilisation},
                         {"approximate", group.approximate},
                         {"doesNotFit", unfit}});
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
          {"extensions", extensions_allowed(plan)}};
}

}  // namespace projects
