#pragma once
// Signup and page view figures as the admin dashboard's API shows them.
#include "domain/reporting.hpp"
#include "store/page_view_store.hpp"
#include "store/signup_store.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace analytics {

// {total, clients, engineers}
nlohmann::json counts_json(const SignupCounts& counts);
// [{source, count, clients, engineers}]
nlohmann::json sources_json(const std::vector<store::SourceCounts>& sources);
// [{date, total, clients, engineers}]
nlohmann::json daily_json(const std::vector<DailySignups>& days);
// [{page, views}]
nlohmann::json page_views_json(const std::vector<store::PageViews>& pages);

}  // namespace analytics
