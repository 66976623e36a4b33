#include "cw/cad/report_json.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace cw::cad {

nlohmann::json to_json(const PreflightReport& report) {
  using nlohmann::json;
  auto finite = [](double value) { return std::isfinite(value) ? json(value) : json(nullptr); };
  auto point = [&](Point2 p) { return json{{"x", finite(p.x)}, {"y", finite(p.y)}}; };
  json units = {{"insunits", report.units.insunits ? json(*report.units.insunits) : json(nullptr)},
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
    json finding = {{"code", f.code},           {"severity", to_string(f.severity)},
                    {"message", f.message},     {"layer", f.layer},
                    {"handle", f.handle},       {"block", f.block},
                    {"location", location}};
    // Only open contours have gaps: the other findings keep the shape they always had.
    if (!f.gaps.empty()) {
      json gaps = json::array();
      for (const auto& gap : f.gaps) {
        gaps.push_back({{"from", point(gap.from)},
                        {"to", point(gap.to)},
                        {"distance", finite(gap.distance)},
                        {"almostClosed", gap.almost_closed}});
      }
      finding["gaps"] = std::move(gaps);
    }
    findings.push_back(std::move(finding));
  }
  auto contours = [&](const std::vector<Contour>& list, bool holes) {
    json out = json::array();
    for (const auto& c : list) {
      json item = {{"layer", c.layer},
                   {"block", c.block},
                   {"handle", c.handle},
                   {"location", point(c.location)},
                   {"widthMm", finite(c.width_mm)},
                   {"heightMm", finite(c.height_mm)},
                   {"areaMm2", finite(c.area_mm2)},
                   {"segments", c.segments}};
      if (holes) item["part"] = c.part < 0 ? json(nullptr) : json(c.part);
      else item["holes"] = c.holes;
      out.push_back(std::move(item));
    }
    return out;
  };
  json out = {{"status", to_string(report.status)},
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
            {"sheet", {{"widthMm", finite(report.sheet_width_mm)}, {"lengthMm", finite(report.sheet_length_mm)}}},
            {"parts", contours(report.parts, false)},
            {"holes", contours(report.holes, true)},
            {"partCount", report.part_count},
            {"holeCount", report.hole_count}};
  if (report.nesting) out["nesting"] = to_json(*report.nesting, false);
  return out;
}

namespace {

// null (a non-finite number on the way out) reads as NaN.
double number_from(const nlohmann::json& value) {
  return value.is_null() ? std::numeric_limits<double>::quiet_NaN() : value.get<double>();
}

Point2 point_from(const nlohmann::json& value) { return {number_from(value.at("x")), number_from(value.at("y"))}; }

}  // namespace

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
      if (const auto& at = f.at("location"); !at.is_null()) finding.location = point_from(at);
      if (f.contains("gaps")) {
        for (const auto& gap : f.at("gaps")) {
          finding.gaps.push_back({point_from(gap.at("from")), point_from(gap.at("to")), number_from(gap.at("distance")),
                                  gap.at("almostClosed").get<bool>()});
        }
      }
      report.findings.push_back(std::move(finding));
    }
    report.findings_omitted = json.at("findingsOmitted").get<std::size_t>();
    report.error_count = json.at("errorCount").get<std::size_t>();
    report.warning_count = json.at("warningCount").get<std::size_t>();
    const auto& sheet = json.at("sheet");
    report.sheet_width_mm = sheet.at("widthMm").get<double>();
    report.sheet_length_mm = sheet.at("lengthMm").get<double>();
    // Reports written before contours were chained have no parts.
    auto contours_from = [&](const char* key, std::vector<Contour>& list, bool holes) {
      if (!json.contains(key)) return;
      for (const auto& item : json.at(key)) {
        Contour c;
        c.layer = item.at("layer").get<std::string>();
        c.block = item.at("block").get<std::string>();
        c.handle = item.at("handle").get<std::string>();
        c.location = point_from(item.at("location"));
        c.width_mm = number_from(item.at("widthMm"));
        c.height_mm = number_from(item.at("heightMm"));
        c.area_mm2 = number_from(item.at("areaMm2"));
        c.segments = item.at("segments").get<std::size_t>();
        if (holes) c.part = item.at("part").is_null() ? -1 : item.at("part").get<int>();
        else c.holes = item.at("holes").get<std::size_t>();
        list.push_back(std::move(c));
      }
    };
    contours_from("parts", report.parts, false);
    contours_from("holes", report.holes, true);
    report.part_count = json.value("partCount", report.parts.size());
    report.hole_count = json.value("holeCount", report.holes.size());
    if (json.contains("nesting")) report.nesting = nesting_from_json(json.at("nesting"));
    return report;
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(std::string("not a preflight report: ") + e.what());
  }
}

}  // namespace cw::cad
