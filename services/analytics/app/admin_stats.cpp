#include "app/admin_stats.hpp"

#include "app/views.hpp"
#include "domain/admin_metrics.hpp"
#include "domain/reporting.hpp"
#include "store/admin_store.hpp"

#include <cw/fields.hpp>

namespace analytics {

nlohmann::json AdminStats::stats(const cw::Caller& caller) {
  require_admin(caller);
  // One snapshot for every figure: a change committed between two of the reads would show in one and not the other.
  return db_.read_snapshot([](pqxx::transaction_base& tx) {
    const auto counts = store::platform_counts(tx);
    const auto pending = store::pending_engineers(tx, kAdminListLength);
    const auto verified = store::verified_engineers(tx, kAdminListLength);
    const auto projects = store::recent_projects(tx, kAdminListLength);
    const auto activity = store::recent_activity(tx, kActivityLength);
    return admin_stats_json(counts, pending, verified, projects, activity);
  });
}

nlohmann::json AdminStats::pending(const cw::Caller& caller, const PendingRequest& request) {
  require_admin(caller);
  const auto page = cw::fields::page(request.page);
  const auto search = application_search(request.search);
  return db_.read_snapshot([&](pqxx::transaction_base& tx) {
    const auto total = store::pending_count(tx, search);
    return pending_page_json(store::pending_engineers(tx, page.size, page.offset(), search), total, page);
  });
}

}  // namespace analytics
