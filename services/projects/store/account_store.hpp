#pragma once
// The SQL of a member's account deletion (account.deleted): their open projects and pending bids.
#include <cw/db.hpp>

#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> account_queries();

// The client's projects still posted (no bid accepted), locked, oldest first.
std::vector<std::int64_t> lock_posted_projects_of(pqxx::transaction_base& tx, std::int64_t client_id);
// Declines every pending bid of the engineer (nobody may accept a deleted member's bid).
void decline_pending_bids_of(pqxx::transaction_base& tx, std::int64_t engineer_id);

}  // namespace projects::store
