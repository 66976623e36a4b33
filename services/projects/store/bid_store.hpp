#pragma once
// All SQL of bids: each read with its engineer (names from the user directory, verified from the projection).
#include "domain/forms.hpp"
#include "domain/project.hpp"

#include <cw/db.hpp>

#include <optional>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> bid_queries();

// The new bid, or nullopt when the engineer already bid on the project.
std::optional<Bid> insert_bid(pqxx::transaction_base& tx, std::int64_t engineer_id, const NewBid& bid);
std::optional<Bid> find_bid(pqxx::transaction_base& tx, std::int64_t id);

// Oldest first; engineer_id set: only that engineer's.
std::vector<Bid> bids_of_project(pqxx::transaction_base& tx, std::int64_t project_id,
                                 std::optional<std::int64_t> engineer_id = std::nullopt);
// Every bid on the client's projects, oldest first.
std::vector<Bid> bids_on_projects_of(pqxx::transaction_base& tx, std::int64_t client_id);
// Every bid the engineer placed, oldest first.
std::vector<Bid> bids_of_engineer(pqxx::transaction_base& tx, std::int64_t engineer_id);

// The bid accepted, the project's other pending bids declined.
void settle_bids(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t accepted_bid_id);
// Every pending bid of the project declined.
void decline_pending_bids(pqxx::transaction_base& tx, std::int64_t project_id);

}  // namespace projects::store
