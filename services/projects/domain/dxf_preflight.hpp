#pragma once
// The DXF preflight as projects sees it. The drawing library (libs/cad, cw/cad/dxf_preflight.hpp) reads and checks a
// drawing: options in, report out. Projects runs it in a resource-limited child process (tools/dxf_preflight_main.cpp,
// app/preflight_runner.hpp) and keeps only the rules about files and deliveries (domain/project_file.hpp); these are
// the library's names it uses.
#include <cw/cad/dxf_preflight.hpp>
#include <cw/cad/nesting.hpp>

#include <string>

namespace projects {

using cw::cad::Box;
using cw::cad::bulge_segment_box;
using cw::cad::bulge_segment_length;
using cw::cad::Extents;
using cw::cad::Finding;
using cw::cad::insunits_unit;
using cw::cad::is_cut_layer;
using cw::cad::LayerSummary;
using cw::cad::NestOptions;
using cw::cad::Point2;
using cw::cad::preflight_error;
using cw::cad::PreflightOptions;
using cw::cad::PreflightReport;
using cw::cad::PreflightStatus;
using cw::cad::Severity;
using cw::cad::to_string;
using cw::cad::Units;
using cw::cad::units_mismatch;

// The library's checks, with options out of range as the service's error: cw::DomainError(invalid).
void validate(const PreflightOptions& options);
void validate(const NestOptions& options);
PreflightReport preflight_dxf(const std::string& path, const PreflightOptions& options = {});

}  // namespace projects
