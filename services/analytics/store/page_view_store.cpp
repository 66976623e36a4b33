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

// $1 first day, $2 last day (inclusive), $3 how many. The months wholly inside the range come from their rollup
// (page_view_months), the days before the first of them and after the last from page_views, each part an index
// range: full months from the first month start on or after $1 (fm_start) up to, not including, the month start
// after $2 (fm_end); without a full month, fm_start > $2 and the first part alone covers the range.
constexpr const char* kTopPages = R"sql(
  WITH b AS (
    SELECT $1::date AS s, $2::date AS e,
      (date_trunc('month', $1::date - 1) + interval '1 month')::date AS fm_start,
      date_trunc('month', $2::date + 1)::date AS fm_end
  )
  SELECT page, sum(views)::bigint AS views FROM (
    SELECT page, views FROM page_view_months, b WHERE month >= b.fm_start AND month < b.fm_end
    UNION ALL
    SELECT page, views FROM page_views, b WHERE day >= b.s AND day < least(b.fm_start, b.e + 1)
    UNION ALL
    SELECT page, views FROM page_views, b WHERE day >= greatest(b.fm_end, b.fm_start, b.s) AND day <= b.e
  ) counted
  GROUP BY page
  ORDER BY sum(views) DESC, page
  LIMIT $3
)sql";

constexpr const char* kTotalViews = R"sql(
  SELECT coalesce(sum(views), 0)::bigint AS views FROM page_view_days WHERE day BETWEEN $1::date AND $2::date
)sql";

// $1 a JSON array of {day, visitor}.
constexpr const char* kVisitorsAdd = R"sql(
  INSERT INTO page_view_visitors (day, visitor_id)
  SELECT day, visitor FROM jsonb_to_recordset($1::jsonb) AS x(day date, visitor text)
  ON CONFLICT DO NOTHING
)sql";

constexpr const char* kUniqueVisitors = R"sql(
  SELECT count(DISTINCT visitor_id) AS visitors FROM page_view_visitors WHERE day BETWEEN $1::date AND $2::date
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> page_view_queries() {
  return {
      {"page_views_add", kPageViewsAdd},
      {"page_views_top", kTopPages},
      {"page_views_total", kTotalViews},
      {"page_view_visitors_add", kVisitorsAdd},
      {"page_view_unique_visitors", kUniqueVisitors},
  };
}

void add_page_views(pqxx::transaction_base& tx, const PageViewCounts& counts) {
  auto rows = nlohmann::json::array();
  for (const auto& [key, views] : counts) rows.push_back({{"day", key.first}, {"page", key.second}, {"views", views}});
  tx.exec_prepared("page_views_add", rows.dump());
}

void add_visitors(pqxx::transaction_base& tx, const DailyVisitors& visitors) {
  auto rows = nlohmann::json::array();
  for (const auto& [day, visitor] : visitors) rows.push_back({{"day", day}, {"visitor", visitor}});
  tx.exec_prepared("page_view_visitors_add", rows.dump());
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

std::int64_t unique_visitors(pqxx::transaction_base& tx, const DateRange& range) {
  return tx.exec_prepared1("page_view_unique_visitors", format_day(range.start), format_day(range.end))["visitors"]
      .as<std::int64_t>();
}

}  // namespace analytics::store
