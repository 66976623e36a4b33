#include "domain/delivery_verdict.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace projects {

namespace {

constexpr const char* kTimes = "\xC3\x97";  // ×

// "1 open contour", "2 open contours".
std::string counted(std::size_t count, const std::string& one, const std::string& many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}

// A length in millimetres: whole when it is whole, else one decimal.
std::string mm(double value) {
  char text[32];
  if (std::fabs(value - std::round(value)) < 1e-9) std::snprintf(text, sizeof text, "%.0f", value);
  else std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// "1220 × 2440": width by length, as the sheet sizes are sold.
std::string sheet_text(double width_mm, double length_mm) { return mm(width_mm) + " " + kTimes + " " + mm(length_mm); }

// What is wrong with a drawing that fails or could not be read: "side-panel.dxf has 1 open contour".
std::string problem_of(const DeliveredFile& file) {
  if (file.preflight_status == "error") {
    const auto& why = file.preflight_message;
    return file.name + " could not be read" + (why.empty() ? "" : " (" + why + ")");
  }
  std::string what;
  if (file.open_contours > 0) what = counted(file.open_contours, "open contour", "open contours");
  if (file.oversized_parts > 0) {
    if (!what.empty()) what += " and ";
    what += counted(file.oversized_parts, "part", "parts") + " larger than the " +
            sheet_text(file.sheet_width_mm, file.sheet_length_mm) + " sheet";
  }
  if (what.empty()) what = counted(file.error_count, "error", "errors");
  return file.name + " has " + what;
}

// Parts that fit no sheet: the preflight's oversized parts, or the nesting's unfit ones (the larger count).
std::size_t unfit_parts(const DeliveredFile& file) {
  const auto nested = file.nesting ? static_cast<std::size_t>(std::max(file.nesting->unfit, 0)) : 0;
  return std::max(file.oversized_parts, nested);
}

// "3 sheets at 81 % yield" over the drawings that nest (the yield weighted by sheet area); "" when a drawing with
// parts has no nesting, or nothing went on a sheet.
std::string sheets_text(const std::vector<const DeliveredFile*>& drawings) {
  int sheets = 0;
  double sheet_area = 0, used_area = 0;
  for (const auto* file : drawings) {
    if (file->part_count.value_or(0) == 0) continue;
    if (!file->nesting) return "";
    const auto& nesting = *file->nesting;
    const double area = nesting.sheet_width_mm * nesting.sheet_length_mm * nesting.sheets;
    sheets += nesting.sheets;
    sheet_area += area;
    used_area += area * nesting.utilisation;
  }
  if (sheets == 0 || sheet_area <= 0) return "";
  const auto percent = static_cast<long>(std::lround(used_area / sheet_area * 100));
  return counted(static_cast<std::size_t>(sheets), "sheet", "sheets") + " at " + std::to_string(percent) + " % yield";
}

// The drawings' sheet, or "" when they were checked against different ones.
std::string common_sheet(const std::vector<const DeliveredFile*>& drawings) {
  std::string sheet;
  for (const auto* file : drawings) {
    const auto text = sheet_text(file->sheet_width_mm, file->sheet_length_mm);
    if (!sheet.empty() && sheet != text) return "";
    sheet = text;
  }
  return sheet;
}

// The verdict of drawings that all pass or were waived: parts, closed or not, fit, sheets.
std::string passing_verdict(const std::vector<const DeliveredFile*>& drawings) {
  std::size_t parts = 0, open = 0, unfit = 0;
  bool counted_parts = false;
  for (const auto* file : drawings) {
    if (file->part_count) counted_parts = true;
    parts += file->part_count.value_or(0);
    open += file->open_contours;
    unfit += unfit_parts(*file);
  }
  const auto passes = drawings.size() == 1 ? std::string("The drawing passes the preflight")
                                           : "All " + std::to_string(drawings.size()) + " drawings pass the preflight";
  if (!counted_parts) return passes;
  if (parts == 0) return passes + ", but no parts were found on " + (drawings.size() == 1 ? "its" : "their") +
                         " cut layers";
  std::string verdict = counted(parts, "part", "parts");
  verdict += open == 0 ? ", all closed" : ", " + counted(open, "open contour", "open contours");
  const auto sheet = common_sheet(drawings);
  if (unfit == 0) verdict += sheet.empty() ? ", fit their sheets" : ", fit " + sheet;
  else verdict += ", " + std::to_string(unfit) + (unfit == 1 ? " does" : " do") + " not fit " +
                  (sheet.empty() ? std::string("its sheet") : sheet);
  if (auto sheets = sheets_text(drawings); !sheets.empty()) verdict += ", " + sheets;
  return verdict;
}

}  // namespace

std::optional<bool> fits_sheet(const DeliveredFile& file) {
  if (!file.is_dxf() || file.preflight_status == "error" || file.part_count.value_or(0) == 0) return std::nullopt;
  return unfit_parts(file) == 0;
}

std::string delivery_verdict(const std::vector<DeliveredFile>& files) {
  std::vector<const DeliveredFile*> drawings, failing, waived;
  for (const auto& file : files) {
    if (!file.is_dxf()) continue;
    drawings.push_back(&file);
    if (file.preflight_status == "pass") continue;
    (file.preflight_waived ? waived : failing).push_back(&file);
  }
  if (files.empty()) return "No files were submitted";
  if (drawings.empty()) return "No DXF drawings in this delivery: nothing for the preflight to check";
  std::string waived_text;
  for (const auto* file : waived) {
    waived_text += (waived_text.empty() ? "; preflight waived by the client: " : ", ") + problem_of(*file);
  }
  if (failing.empty()) return passing_verdict(drawings) + waived_text;
  std::string verdict = std::to_string(failing.size()) + " of " + counted(drawings.size(), "drawing", "drawings") +
                        (failing.size() == 1 ? " fails" : " fail") + " the preflight: ";
  for (std::size_t i = 0; i < failing.size(); ++i) verdict += (i == 0 ? "" : "; ") + problem_of(*failing[i]);
  return verdict + waived_text;
}

}  // namespace projects
