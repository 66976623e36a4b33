#pragma once
// analytics' configuration, read once from the environment at start (a missing or malformed value: cw::ConfigError).
#include <cw/config.hpp>

namespace analytics {

struct Config {
  cw::CommonConfig common;  // HTTP, PostgreSQL, Redis, Kafka, log level, gateway secret: nothing of its own
};

Config load_config();

}  // namespace analytics
