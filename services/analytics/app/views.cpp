#include "app/views.hpp"

#include "domain/admin_metrics.hpp"

#include <cw/http.hpp>
#include <cw/json_optional.hpp>

namespace analytics {

using nlohmann::json;

json counts_json(const SignupCounts& counts) {
  return {{"total", counts.total}, {"clients", counts.clients}, {"engineers", counts.engineers}};
}

json sources_json(const std::vector<store::SourceCounts>& sources) {
  auto body = json::array();
  for (const auto& entry : sources) {
    body.push_back({{"source", cw::optional_json(entry.source)},
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

namespace {

nlohmann::json engineers_json(const std::vector<store::EngineerEntry>& engineers) {
  auto list = nlohmann::json::array();
  for (const auto& engineer : engineers) {
    list.push_back({{"userId", engineer.user_id},
                    {"name", engineer.name},
                    {"username", engineer.username},
                    {"registeredAt", cw::optional_json(engineer.registered_at)},
                    {"verifiedAt", cw::optional_json(engineer.verified_at)},
                    {"completedProjects", engineer.completed_projects}});
  }
  return list;
}

}  // namespace

nlohmann::json pending_page_json(const std::vector<store::EngineerEntry>& engineers, std::int64_t total,
                                 const cw::fields::Page& page) {
  auto body = cw::http::page_fields(total, page);
  body["engineers"] = engineers_json(engineers);
  return body;
}

nlohmann::json admin_stats_json(const store::PlatformCounts& counts,
                                const std::vector<store::EngineerEntry>& pending,
                                const std::vector<store::EngineerEntry>& verified,
                                const std::vector<store::ProjectEntry>& projects,
                                const std::vector<store::ActivityEntry>& activity) {
  auto recent = nlohmann::json::array();
  for (const auto& project : projects) {
    recent.push_back({{"id", project.id},
                      {"title", project.title},
                      {"cabinetType", project.cabinet_type},
                      {"budgetRange", project.budget_range},
                      {"timeline", cw::optional_json(project.timeline)},
                      {"status", project.status},
                      {"postedAt", project.posted_at}});
  }
  auto feed = nlohmann::json::array();
  for (const auto& line : activity) {
    feed.push_back({{"kind", line.kind}, {"text", line.text}, {"occurredAt", line.occurred_at}});
  }
  return {{"activeEngineers", counts.verified_engineers},
          {"activeProjects", counts.active_projects},
          {"totalProjects", counts.total_projects},
          {"completionRate", completion_rate(counts.completed_projects, counts.total_projects)},
          {"pendingEngineers", {{"count", counts.pending_engineers}, {"first", engineers_json(pending)}}},
          {"verifiedEngineers", engineers_json(verified)},
          {"recentProjects", recent},
          {"recentActivity", feed}};
}

json marketplace_json(const MarketplaceFigures& figures) {
  return {{"projectsPosted", figures.projects_posted},
          {"projectsWithAcceptedBid", figures.projects_with_accepted_bid},
          {"acceptRate", cw::optional_json(accept_rate(figures.projects_with_accepted_bid, figures.projects_posted))},
          {"bidsPlaced", figures.bids_placed},
          {"paidInCents", figures.paid_in_cents},
          {"heldCents", figures.held_cents},
          {"releasedCents", figures.released_cents},
          {"refundedCents", figures.refunded_cents}};
}

json platform_figures_json(const PlatformFigures& figures) {
  return {{"projectsPosted", cw::optional_json(figures.projects_posted)},
          {"verifiedEngineers", cw::optional_json(figures.verified_engineers)},
          {"satisfactionPercent", cw::optional_json(figures.satisfaction_percent)},
          {"medianDeliveryDays", cw::optional_json(figures.median_delivery_days)}};
}

}  // namespace analytics
