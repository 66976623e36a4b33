#pragma once
#include "domain/reporting.hpp"

#include <cw/db.hpp>

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace analytics::store {

std::vector<cw::db::NamedQuery> page_view_queries();

// Views to add, by (UTC day "YYYY-MM-DD", page): one statement.
using PageViewCounts = std::map<std::pair<std::string, std::string>, std::int64_t>;
void add_page_views(pqxx::transaction_base& tx, const PageViewCounts& counts);

// Visitor ids seen, by UTC day "YYYY-MM-DD": one statement, a visitor already known that day is ignored.
using DailyVisitors = std::set<std::pair<std::string, std::string>>;
void add_visitors(pqxx::transaction_base& tx, const DailyVisitors& visitors);

struct PageViews {
  std::string page;
  std::int64_t views = 0;
};
// The most viewed pages over the range (most first, then by page), at most `limit`.
std::vector<PageViews> top_pages(pqxx::transaction_base& tx, const DateRange& range, int limit);
std::int64_t total_views(pqxx::transaction_base& tx, const DateRange& range);
// The distinct visitor ids of the range's page views.
std::int64_t unique_visitors(pqxx::transaction_base& tx, const DateRange& range);

}  // namespace analytics::store
