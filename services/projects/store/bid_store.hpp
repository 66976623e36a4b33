#pragma once
// All SQL of bids: each read with its engineer (names from the user directory, verified from the projection).
#include "domain/forms.hpp"
#include "domain/project.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> bid_queries();

// What place_bid found and did.
struct Placement {
  bool verified_engineer = false;
  std::optional<ProjectStatus> project_status;  // nullopt: no such project
  std::int64_t client_id = 0;                   // the project's, when there is one
  std::optional<Bid> bid;  // nullopt: not placed (not verified, no such project, not accepting, or a bid exists)
};
// One statement: locks the project until the transaction ends (a bid cannot slip in while its client accepts
// another), and when the engineer is verified and the project's status is `accepting`, inserts the bid.
Placement place_bid(pqxx::work& tx, std::int64_t engineer_id, const NewBid& bid, ProjectStatus accepting);
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
