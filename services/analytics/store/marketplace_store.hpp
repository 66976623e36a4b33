#pragma once
// The marketplace's figures (migration 0007): one row per event that moves them, keyed on the event's id.
#include "domain/marketplace.hpp"
#include "domain/reporting.hpp"

#include <cw/db.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace analytics::store {

std::vector<cw::db::NamedQuery> marketplace_queries();

// Records the event once: a redelivery (the same event id) changes nothing. `at` is ISO-8601.
void record_fact(pqxx::transaction_base& tx, const std::string& event_id, MarketplaceFact fact,
                 std::int64_t project_id, std::int64_t amount_cents, const std::string& at);

// The figures of the range's UTC days, both included.
MarketplaceFigures marketplace_figures(pqxx::transaction_base& tx, const DateRange& range);

}  // namespace analytics::store
