#include "app/admin_stats.hpp"

#include "app/views.hpp"
#include "domain/admin_metrics.hpp"
#include "domain/reporting.hpp"
#include "store/admin_store.hpp"

namespace analytics {

nlohmann::json AdminStats::stats(const cw::Caller& caller) {
  require_admin(caller);
  // One snapshot for every figure: a change committed between two of the reads would show in one and not the other.
  return db_.with_transaction([](pqxx::work& tx) {
    store::read_one_snapshot(tx);
    const auto counts = store::platform_counts(tx);
    const auto pending = store::pending_engineers(tx, kAdminListLength);
    const auto verified = store::verified_engineers(tx, kAdminListLength);
    const auto projects = store::recent_projects(tx, kAdminListLength);
    const auto activity = store::recent_activity(tx, kActivityLength);
    return admin_stats_json(counts, pending, verified, projects, activity);
  });
}

}  // namespace analytics
