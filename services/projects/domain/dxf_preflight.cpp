#include "domain/dxf_preflight.hpp"

#include <cw/errors.hpp>

namespace projects {

void validate(const PreflightOptions& options) {
  try {
    cw::cad::validate(options);
  } catch (const cw::cad::InvalidOptions& e) {
    throw cw::invalid(e.what());
  }
}

void validate(const NestOptions& options) {
  try {
    cw::cad::validate(options);
  } catch (const cw::cad::InvalidOptions& e) {
    throw cw::invalid(e.what());
  }
}

PreflightReport preflight_dxf(const std::string& path, const PreflightOptions& options) {
  projects::validate(options);  // cw::cad::validate would throw the library's error
  return cw::cad::preflight_dxf(path, options);
}

}  // namespace projects
