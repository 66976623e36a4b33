#include "app/views.hpp"

namespace analytics {

using nlohmann::json;

json counts_json(const SignupCounts& counts) {
  return {{"total", counts.total}, {"clients", counts.clients}, {"engineers", counts.engineers}};
}

json sources_json(const std::vector<store::SourceCounts>& sources) {
  auto body = json::array();
  for (const auto& entry : sources) {
    body.push_back({{"source", entry.source ? json(*entry.source) : json(nullptr)},
                    {"count", entry.counts.total},
                    {"clients", entry.counts.clients},
                    {"engineers", entry.counts.engineers}});
  }
  return body;
}

json daily_json(const std::vector<DailySignups>& days) {
  auto body = json::array();
  for (const auto& entry : days) {
    auto item = counts_json(entry.counts);
    item["date"] = entry.date;
    body.push_back(item);
  }
  return body;
}

nlohmann::json page_views_json(const std::vector<store::PageViews>& pages) {
  auto body = nlohmann::json::array();
  for (const auto& page : pages) body.push_back({{"page", page.page}, {"views", page.views}});
  return body;
}

}  // namespace analytics
