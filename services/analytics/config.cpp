#include "config.hpp"

namespace analytics {

Config load_config() {
  Config config{cw::load_common_config("analytics")};
  config.platform_figures_max_age =
      std::chrono::seconds(cw::env::integer("PLATFORM_FIGURES_MAX_AGE_SECONDS", 300, 0, 3600));
  return config;
}

}  // namespace analytics
