#include "app/marketplace_metrics.hpp"

#include "app/views.hpp"
#include "domain/reporting.hpp"
#include "store/marketplace_store.hpp"

namespace analytics {

nlohmann::json MarketplaceMetrics::between(const cw::Caller& caller, const std::optional<std::string>& start,
                                           const std::optional<std::string>& end) {
  require_admin(caller);
  const auto range = parse_range(start, end, today());
  return marketplace_json(
      db_.read([&](pqxx::nontransaction& tx) { return store::marketplace_figures(tx, range); }));
}

}  // namespace analytics
