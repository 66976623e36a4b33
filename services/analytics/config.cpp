#include "config.hpp"

namespace analytics {

Config load_config() { return {cw::load_common_config("analytics")}; }

}  // namespace analytics
