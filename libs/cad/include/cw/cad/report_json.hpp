#pragma once
// The preflight report as JSON: what cad-report prints, what the projects service's preflight process hands the
// service, and what the API shows (camelCase fields; non-finite numbers as null).
#include "cw/cad/dxf_preflight.hpp"

#include <nlohmann/json.hpp>

namespace cw::cad {

nlohmann::json to_json(const PreflightReport& report);
// The report to_json wrote. Throws std::invalid_argument when the JSON is not one.
PreflightReport preflight_report_from_json(const nlohmann::json& json);

}  // namespace cw::cad
