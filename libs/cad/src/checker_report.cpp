// After the last group: units, the sheet, the findings and the report.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cw::cad::detail {

PreflightReport DrawingChecker::finish() {
  finish_polyline();
  if (pairs_ == 0) return preflight_error("This is not a DXF file: it holds no DXF data", options_);
  if (!saw_entities_) {
    return preflight_error("This is not a complete DXF file: it has no ENTITIES section", options_);
  }
  if (!entities_closed_ || !saw_eof_) {
    return preflight_error(
        "This is not a complete DXF file: it stops before its end (EOF), so it was probably cut short in the upload "
        "or the export",
        options_);
  }
  check_blocks();
  chain_contours();
  check_units_and_parts();
  check_block_references();
  if (model_entities_ == 0) {
    add_finding("empty_drawing", Severity::error, "The drawing has no entities", {}, std::nullopt);
  } else if (cut_entities_ == 0) {
    add_finding("no_cut_layers", Severity::warning,
                "No entity is on a cut layer (a layer named with " + listed(options_.cut_layer_keywords) +
                    "), so nothing in this drawing would be cut",
                {}, std::nullopt);
  }
  return report();
}

void DrawingChecker::closed_part(const EntityContext& context, Point2 where, double width, double height) {
  largest_part_ = std::max({largest_part_, width, height});
  ++closed_parts_;
  if (fits_sheet(width, height)) return;
  ++oversized_count_;
  if (oversized_.size() < options_.max_findings) oversized_.push_back({context, where, width, height});
}

bool DrawingChecker::fits_sheet(double width, double height) const {
  double w = width * units_.mm_per_unit, h = height * units_.mm_per_unit;
  double sw = options_.sheet_width_mm + kFitTolerance, sl = options_.sheet_length_mm + kFitTolerance;
  return (w <= sw && h <= sl) || (w <= sl && h <= sw);
}

void DrawingChecker::check_units_and_parts() {
  double largest = largest_part_;
  if (closed_parts_ == 0 && !extents_.empty) {
    largest = std::max(extents_.box.max_x - extents_.box.min_x, extents_.box.max_y - extents_.box.min_y);
  }
  bool units_wrong = false;
  if (!insunits_ || *insunits_ == 0) {
    std::string message = insunits_ ? "The drawing is unitless ($INSUNITS 0)" : "The file does not give its units "
                                                                               "($INSUNITS)";
    message += "; millimetres are assumed";
    if (units_mismatch(units_, largest, options_)) {
      message += ", but its largest part, " + number(largest) + " long, looks like inches";
    }
    add_finding("units_missing", Severity::warning, std::move(message), {}, std::nullopt);
  } else if (!insunits_unit(*insunits_)) {
    add_finding("units_invalid", Severity::error,
                "$INSUNITS is " + std::to_string(*insunits_) +
                    ", which is not a DXF unit; millimetres are assumed for the checks",
                {}, std::nullopt);
  } else if (auto mismatch = units_mismatch(units_, largest, options_)) {
    units_wrong = true;
    add_finding("units_mismatch", Severity::error,
                *mismatch + (oversized_count_ > 0 ? "; the sheet size is checked once the units are right" : ""), {},
                std::nullopt);
  }
  if (units_wrong) return;
  for (const auto& part : oversized_) {
    double w = part.width * units_.mm_per_unit, h = part.height * units_.mm_per_unit;
    add_finding("part_exceeds_sheet", Severity::error,
                "The part on layer " + clean_text(part.context.layer) + " at " + point_text(part.location) +
                    " measures " + number(w) + " x " + number(h) + " mm and does not fit the " +
                    number(options_.sheet_width_mm) + " x " + number(options_.sheet_length_mm) + " mm sheet",
                part.context, part.location);
  }
  // Past the listed ones, only counted.
  for (std::size_t i = oversized_.size(); i < oversized_count_; ++i) count_finding(Severity::error);
}

void DrawingChecker::count_finding(Severity severity) {
  if (severity == Severity::error) ++error_count_;
  else ++warning_count_;
  ++findings_omitted_;
}

Finding* DrawingChecker::add_finding(std::string code, Severity severity, std::string message,
                                     const EntityContext& context, std::optional<Point2> location) {
  if (findings_.size() >= options_.max_findings) {
    count_finding(severity);
    return nullptr;
  }
  if (severity == Severity::error) ++error_count_;
  else ++warning_count_;
  Finding finding;
  finding.code = std::move(code);
  finding.severity = severity;
  finding.message = std::move(message);
  finding.layer = clean_text(context.layer);
  finding.handle = clean_text(context.handle);
  finding.block = clean_text(context.block);
  finding.location = location;
  findings_.push_back(std::move(finding));
  return &findings_.back();
}

PreflightReport DrawingChecker::report() {
  PreflightReport report;
  report.units = units_;
  bool header_extents = header_min_ && header_max_ && usable(header_min_->x) && usable(header_min_->y) &&
                        usable(header_max_->x) && usable(header_max_->y) && header_min_->x <= header_max_->x &&
                        header_min_->y <= header_max_->y;
  if (header_extents) {
    report.extents = Extents{header_min_->x, header_min_->y, header_max_->x, header_max_->y, "header"};
  } else if (!extents_.empty) {
    report.extents =
        Extents{extents_.box.min_x, extents_.box.min_y, extents_.box.max_x, extents_.box.max_y, "entities"};
  }
  for (const auto& [name, state] : layers_) {
    report.layers.push_back({clean_text(name), state.entities, state.block_entities, state.cut});
  }
  std::sort(report.layers.begin(), report.layers.end(),
            [](const LayerSummary& a, const LayerSummary& b) { return a.name < b.name; });
  report.entity_count = entity_count_;
  report.block_entity_count = block_entity_count_;
  report.findings = std::move(findings_);
  report.findings_omitted = findings_omitted_;
  report.error_count = error_count_;
  report.warning_count = warning_count_;
  report.sheet_width_mm = options_.sheet_width_mm;
  report.sheet_length_mm = options_.sheet_length_mm;
  report.parts = std::move(parts_);
  report.holes = std::move(holes_);
  report.part_count = parts_count_;
  report.hole_count = holes_count_;
  report.status = error_count_ > 0 ? PreflightStatus::fail : PreflightStatus::pass;
  if (!nest_sizes_.empty()) report.nesting = nest_sizes_.nesting(options_.sheet_length_mm, options_.sheet_width_mm);
  auto counted = [](std::size_t n, const char* what) {
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
  };
  if (error_count_ > 0) {
    report.message = "Failed: " + counted(error_count_, "error") +
                     (warning_count_ > 0 ? ", " + counted(warning_count_, "warning") : "");
  } else if (warning_count_ > 0) {
    report.message = "Passed with " + counted(warning_count_, "warning");
  } else {
    report.message = "Passed: no problems found";
  }
  return report;
}

}  // namespace cw::cad::detail
