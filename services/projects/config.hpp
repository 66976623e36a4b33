#pragma once
// projects' configuration, read once from the environment at start (a missing or malformed value: cw::ConfigError).
#include "app/project_files.hpp"

#include <cw/config.hpp>

#include <chrono>
#include <string>

namespace projects {

struct Config {
  cw::CommonConfig common;
  // PROJECT_FILES_DIR (required): the deliverables' files (nginx writes uploads into its incoming/ folder).
  std::string files_dir;
  // The DXF preflight runs in its own process: DXF_PREFLIGHT_TOOL (cw-dxf-preflight next to this executable by
  // default), on sheets of PREFLIGHT_SHEET_WIDTH_MM x PREFLIGHT_SHEET_LENGTH_MM.
  PreflightSettings preflight;
  bool test_clock = false;               // PROJECTS_TEST_CLOCK=1: tests may move the clock (POST /internal/clock)
  std::chrono::seconds sweep_every{60};  // PROJECTS_SWEEP_SECONDS: the auto-approval sweep
};

Config load_config();

}  // namespace projects
