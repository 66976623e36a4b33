#pragma once
// The SQL of the payments export: one page at a time by keyset (ids after the last one written).
#include "domain/payment_export.hpp"

#include <cw/db.hpp>

#include <cstdint>
#include <vector>

namespace billing::store {

std::vector<cw::db::NamedQuery> export_queries();

// The member's payments (those they made, and the stage payments that reached them as a project's engineer) with an
// id above after_id, by id, at most limit.
std::vector<PaymentExportRow> export_payments_page(pqxx::transaction_base& tx, std::int64_t user_id,
                                                   std::int64_t after_id, int limit);

}  // namespace billing::store
