#pragma once
// Signup and page view figures as the admin dashboard's API shows them.
#include "domain/marketplace.hpp"
#include "domain/platform_figures.hpp"
#include "domain/reporting.hpp"
#include "store/admin_store.hpp"
#include "store/page_view_store.hpp"
#include "store/signup_store.hpp"

#include <cw/fields.hpp>

#include <nlohmann/json.hpp>

#include <vector>

namespace analytics {

// {total, clients, engineers}
nlohmann::json counts_json(const SignupCounts& counts);
// [{source, count, clients, engineers}]
nlohmann::json sources_json(const std::vector<store::SourceCounts>& sources);
// [{date, total, clients, engineers}]
nlohmann::json daily_json(const std::vector<DailySignups>& days);
// GET /api/admin/stats: the four metrics, pending and verified engineers, recent projects and activity.
nlohmann::json admin_stats_json(const store::PlatformCounts& counts,
                                const std::vector<store::EngineerEntry>& pending,
                                const std::vector<store::EngineerEntry>& verified,
                                const std::vector<store::ProjectEntry>& projects,
                                const std::vector<store::ActivityEntry>& activity);
// {engineers, total, page, pageSize}
nlohmann::json pending_page_json(const std::vector<store::EngineerEntry>& engineers, std::int64_t total,
                                 const cw::fields::Page& page);
// {projectsPosted, projectsWithAcceptedBid, acceptRate, bidsPlaced, paidInCents, heldCents, releasedCents,
// refundedCents}
nlohmann::json marketplace_json(const MarketplaceFigures& figures);
// GET /api/platform-figures: {projectsPosted, verifiedEngineers, satisfactionPercent, medianDeliveryDays}
nlohmann::json platform_figures_json(const PlatformFigures& figures);
// [{page, views}]
nlohmann::json page_views_json(const std::vector<store::PageViews>& pages);

}  // namespace analytics
