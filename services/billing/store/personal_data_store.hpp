#pragma once
// What billing keeps about a member, for their personal-data download (cw/personal_data.hpp): their subscription and
// every payment they made or that reached them as a project's engineer (the card only on their own), with when the
// ledger released or refunded it.
#include <cw/db.hpp>

#include <vector>

namespace billing::store {

// The statement of the member's part (cw::personal_data::query): its document is, as JSON text, {"subscription",
// "payments"} (null or [] where there is nothing).
std::vector<cw::db::NamedQuery> personal_data_queries();

}  // namespace billing::store
