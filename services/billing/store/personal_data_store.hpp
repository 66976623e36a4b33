#pragma once
// What billing keeps about a member, for their personal-data download (cw/personal_data.hpp): their subscription and
// every payment they made or that reached them as a project's engineer (the card only on their own), with when the
// ledger released or refunded it.
#include <cw/db.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace billing::store {

std::vector<cw::db::NamedQuery> personal_data_queries();

// As JSON text: {"subscription", "payments"} (null or [] where there is nothing).
std::string personal_data(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace billing::store
