#pragma once
// The preflight report as JSON: what cad-report prints, what the projects service's preflight process hands the
// service, and what the API shows (camelCase fields; non-finite numbers as null).
#include "cw/cad/dxf_preflight.hpp"
#include "cw/cad/nesting.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>

namespace cw::cad {

nlohmann::json to_json(const PreflightReport& report);
// The report to_json wrote. Throws std::invalid_argument when the JSON is not one.
PreflightReport preflight_report_from_json(const nlohmann::json& json);

// Sheets drawn per group in a nesting's layouts; the rest are counted (layoutsOmitted).
inline constexpr std::size_t kMaxDrawnSheets = 50;

// A drawing's nesting: the report's `nesting` (without layouts), or with each group's layouts (of its first
// kMaxDrawnSheets sheets) as projects' nesting route answers. Each group lists its part sizes (partSizes: widthMm
// along X, heightMm along Y, quantity), which placements and unfitParts name by index.
nlohmann::json to_json(const DrawingNesting& nesting, bool with_layouts);
// The nesting to_json wrote (its layouts are not read). Throws std::invalid_argument when the JSON is not one.
DrawingNesting nesting_from_json(const nlohmann::json& json);

}  // namespace cw::cad
