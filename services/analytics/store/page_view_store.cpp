#include "store/page_view_store.hpp"

#include <nlohmann/json.hpp>

namespace analytics::store {

namespace {

// $1 a JSON array of {day, page, views}.
constexpr const char* kPageViewsAdd = R"sql(
  INSERT INTO page_views (day, page, views)
  SELECT day, page, views FROM jsonb_to_recordset($1::jsonb) AS x(day date, page text, views bigint)
  ON CONFLICT (day, page) DO UPDATE SET views = page_views.views + EXCLUDED.views
)sql";

// $1 first day, $2 last day (inclusive), $3 how many.
constexpr const char* kTopPages = R"sql(
  SELECT page, sum(views)::bigint AS views FROM page_views
  WHERE day BETWEEN $1::date AND $2::date
  GROUP BY page
  ORDER BY sum(views) DESC, page
  LIMIT $3
)sql";

constexpr const char* kTotalViews = R"sql(
  SELECT coalesce(sum(views), 0)::bigint AS views FROM page_views WHERE day BETWEEN $1::date AND $2::date
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> page_view_queries() {
  return {
      {"page_views_add", kPageViewsAdd},
      {"page_views_top", kTopPages},
      {"page_views_total", kTotalViews},
  };
}

void add_page_views(pqxx::transaction_base& tx, const PageViewCounts& counts) {
  auto rows = nlohmann::json::array();
  for (const auto& [key, views] : counts) rows.push_back({{"day", key.first}, {"page", key.second}, {"views", views}});
  tx.exec_prepared("page_views_add", rows.dump());
}

std::vector<PageViews> top_pages(pqxx::transaction_base& tx, const DateRange& range, int limit) {
  std::vector<PageViews> pages;
  for (const auto& row : tx.exec_prepared("page_views_top", format_day(range.start), format_day(range.end), limit)) {
    pages.push_back({row["page"].as<std::string>(), row["views"].as<std::int64_t>()});
  }
  return pages;
}

std::int64_t total_views(pqxx::transaction_base& tx, const DateRange& range) {
  return tx.exec_prepared1("page_views_total", format_day(range.start), format_day(range.end))["views"]
      .as<std::int64_t>();
}

}  // namespace analytics::store
