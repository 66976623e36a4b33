#pragma once
// analytics' configuration, read once from the environment at start (a missing or malformed value: cw::ConfigError).
#include <cw/config.hpp>

#include <chrono>

namespace analytics {

struct Config {
  cw::CommonConfig common;  // HTTP, PostgreSQL, Redis, Kafka, log level, gateway secret
  // How long each process keeps the public platform figures before computing them again
  // (PLATFORM_FIGURES_MAX_AGE_SECONDS, default 5 minutes; the tests make it a second).
  std::chrono::seconds platform_figures_max_age{300};
};

Config load_config();

}  // namespace analytics
