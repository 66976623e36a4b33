#include "domain/admin_metrics.hpp"

#include <cw/params.hpp>

namespace analytics {

int completion_rate(std::int64_t completed, std::int64_t total) {
  if (total <= 0) return 0;
  return static_cast<int>((completed * 200 + total) / (2 * total));  // round half up, in integers
}

std::string someone(const std::string& name, const char* fallback) { return name.empty() ? fallback : name; }

std::string application_search(const std::optional<std::string>& text) {
  if (!text) return "";
  return cw::fields::trimmed_param(*text, "search", kMaxApplicationSearch);
}

}  // namespace analytics
