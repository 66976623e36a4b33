#pragma once
// The SQL of the member exports: one page at a time by keyset (ids after the last one written), so an export of any
// size is read in pages and never held whole.
#include "domain/export.hpp"

#include <cw/db.hpp>

#include <cstdint>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> export_queries();

// The scope's projects (a client's posted, an engineer's assigned) with an id above after_id, by id, at most limit.
std::vector<ProjectExportRow> export_projects_page(pqxx::transaction_base& tx, const ExportScope& scope,
                                                   std::int64_t after_id, int limit);
// The scope's bids (an engineer's placed, those on a client's projects) with an id above after_id, by id.
std::vector<BidExportRow> export_bids_page(pqxx::transaction_base& tx, const ExportScope& scope, std::int64_t after_id,
                                           int limit);

}  // namespace projects::store
