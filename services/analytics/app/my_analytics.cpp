#include "app/my_analytics.hpp"

#include "app/member_views.hpp"
#include "domain/reporting.hpp"
#include "store/member_store.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>
#include <cw/events/member_plans.hpp>

namespace analytics {

nlohmann::json MyAnalytics::between(const cw::Caller& caller, const std::optional<std::string>& start,
                                    const std::optional<std::string>& end) {
  if (caller.is(cw::Role::admin)) throw cw::forbidden("My analytics are for clients and engineers");
  const auto range = parse_range(start, end, today());
  return db_.read_snapshot([&](pqxx::transaction_base& tx) {
    if (!cw::member_plans::plan_of(tx, caller.user_id).has(cw::Capability::analytics)) {
      throw cw::plan_required(cw::Capability::analytics, cw::cheapest_plan(cw::Capability::analytics));
    }
    const auto id = caller.user_id;
    if (caller.is(cw::Role::engineer)) {
      return engineer_json(range, {fill_daily(range, store::profile_views(tx, id, range)),
                                   fill_daily(range, store::directory_appearances(tx, id, range)),
                                   store::bid_counts(tx, id, range),
                                   fill_monthly(range, store::earnings(tx, id, range)),
                                   ratings_by_month(range, store::reviews(tx, id, range))});
    }
    return client_json(range, store::client_projects(tx, id, range), store::client_bids(tx, id, range),
                       money_by_month(range, store::client_money(tx, id, range)));
  });
}

}  // namespace analytics
