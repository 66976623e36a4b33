#include "domain/catalog.hpp"

#include <algorithm>

namespace projects {

bool is_one_of(const std::string& value, const std::vector<std::string>& options) {
  return std::find(options.begin(), options.end(), value) != options.end();
}

}  // namespace projects
