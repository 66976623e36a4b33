#include "config.hpp"

#include <filesystem>

namespace projects {

Config load_config() {
  Config config;
  config.common = cw::load_common_config("projects");
  config.files_dir = cw::env::required("PROJECT_FILES_DIR");
  const auto next_to_this = std::filesystem::read_symlink("/proc/self/exe").parent_path() / "cw-dxf-preflight";
  config.preflight.tool = cw::env::optional("DXF_PREFLIGHT_TOOL", next_to_this.string());
  config.preflight.options.sheet_width_mm = cw::env::integer("PREFLIGHT_SHEET_WIDTH_MM", 1220, 100, 10000);
  config.preflight.options.sheet_length_mm = cw::env::integer("PREFLIGHT_SHEET_LENGTH_MM", 2440, 100, 10000);
  config.test_clock = cw::env::optional("PROJECTS_TEST_CLOCK", "0") == "1";
  config.sweep_every = std::chrono::seconds(cw::env::integer("PROJECTS_SWEEP_SECONDS", 60, 1, 86400));
  return config;
}

}  // namespace projects
