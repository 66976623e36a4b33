#include "store/bid_store.hpp"

#include "store/party_row.hpp"

namespace projects::store {

namespace {

// Every statement that reads bids reads the columns of read_bid: from the view bid_rows (migration 0007), or, for
// the one that places a bid, under the same names. Lists are oldest first.

// $1 project, $2 engineer, $3-$5 the bid, $6 the status that accepts bids. Only the bid's CTE reads the lock's: a
// data-modifying CTE sees the statement's snapshot, and the locked row as it is once the lock is ours.
constexpr const char* kBidPlace = R"sql(
  WITH engineer AS (SELECT EXISTS (SELECT FROM verified_engineers WHERE user_id = $2) AS verified),
  project AS (SELECT id, client_id, status FROM projects WHERE id = $1 FOR UPDATE),
  b AS (
    INSERT INTO bids (project_id, engineer_id, amount_cents, proposal, timeline)
    SELECT project.id, $2, $3, $4, $5 FROM project, engineer WHERE engineer.verified AND project.status = $6
    ON CONFLICT (project_id, engineer_id) DO NOTHING
    RETURNING *
  )
  SELECT engineer.verified AS verified_engineer, project.status AS project_status, project.client_id,
    b.id, b.project_id, b.engineer_id, b.amount_cents, b.proposal, b.timeline, b.status,
    iso_utc(b.created_at) AS created_at,
    coalesce(u.username, '') AS engineer_username, coalesce(u.first_name, '') AS engineer_first_name,
    coalesce(u.last_name, '') AS engineer_last_name, v.user_id IS NOT NULL AS engineer_is_verified
  FROM engineer
  LEFT JOIN project ON true
  LEFT JOIN b ON true
  LEFT JOIN user_directory u ON u.user_id = b.engineer_id
  LEFT JOIN verified_engineers v ON v.user_id = b.engineer_id
)sql";

constexpr const char* kBidById = R"sql(
  SELECT * FROM bid_rows WHERE id = $1
)sql";

constexpr const char* kBidsOfProject = R"sql(
  SELECT * FROM bid_rows WHERE project_id = $1 ORDER BY created_time, id
)sql";

// $2 the engineer.
constexpr const char* kBidsOfProjectByEngineer = R"sql(
  SELECT * FROM bid_rows WHERE project_id = $1 AND engineer_id = $2 ORDER BY created_time, id
)sql";

// $1 the client.
constexpr const char* kBidsOnProjectsOf = R"sql(
  SELECT r.* FROM bid_rows r JOIN projects p ON p.id = r.project_id
  WHERE p.client_id = $1
  ORDER BY r.created_time, r.id
)sql";

constexpr const char* kBidsOfEngineer = R"sql(
  SELECT * FROM bid_rows WHERE engineer_id = $1 ORDER BY created_time, id
)sql";

// $2 the accepted bid.
constexpr const char* kBidsSettle = R"sql(
  UPDATE bids SET status = CASE WHEN id = $2 THEN 'accepted' ELSE 'declined' END, updated_at = now()
  WHERE project_id = $1 AND status = 'pending'
)sql";

constexpr const char* kBidsDeclinePending = R"sql(
  UPDATE bids SET status = 'declined', updated_at = now() WHERE project_id = $1 AND status = 'pending'
)sql";

Bid read_bid(const pqxx::row& row) {
  Bid bid;
  bid.id = row["id"].as<std::int64_t>();
  bid.project_id = row["project_id"].as<std::int64_t>();
  bid.engineer_id = row["engineer_id"].as<std::int64_t>();
  bid.amount = cw::Money::from_cents(row["amount_cents"].as<std::int64_t>());
  bid.proposal = row["proposal"].as<std::string>();
  bid.timeline = row["timeline"].as<std::string>();
  bid.status = bid_status_from(row["status"].as<std::string>());
  bid.created_at = row["created_at"].as<std::string>();
  bid.engineer = read_party(row, "engineer", bid.engineer_id);
  bid.engineer.is_verified = row["engineer_is_verified"].as<bool>();
  return bid;
}

std::vector<Bid> read_bids(const pqxx::result& rows) {
  std::vector<Bid> bids;
  bids.reserve(rows.size());
  for (const auto& row : rows) bids.push_back(read_bid(row));
  return bids;
}

}  // namespace

std::vector<cw::db::NamedQuery> bid_queries() {
  return {
      {"bid_place", kBidPlace},
      {"bid_by_id", kBidById},
      {"bids_of_project", kBidsOfProject},
      {"bids_of_project_by_engineer", kBidsOfProjectByEngineer},
      {"bids_on_projects_of", kBidsOnProjectsOf},
      {"bids_of_engineer", kBidsOfEngineer},
      {"bids_settle", kBidsSettle},
      {"bids_decline_pending", kBidsDeclinePending},
  };
}

Placement place_bid(pqxx::work& tx, std::int64_t engineer_id, const NewBid& bid, ProjectStatus accepting) {
  const auto row = tx.exec_prepared1("bid_place", bid.project_id, engineer_id, bid.amount.cents(), bid.proposal,
                                     bid.timeline, to_string(accepting));
  Placement placement;
  placement.verified_engineer = row["verified_engineer"].as<bool>();
  if (!row["project_status"].is_null()) {
    placement.project_status = project_status_from(row["project_status"].as<std::string>());
    placement.client_id = row["client_id"].as<std::int64_t>();
  }
  // The bid's columns are NULL when none was placed.
  if (!row["id"].is_null()) placement.bid = read_bid(row);
  return placement;
}

std::optional<Bid> find_bid(pqxx::transaction_base& tx, std::int64_t id) {
  auto rows = tx.exec_prepared("bid_by_id", id);
  if (rows.empty()) return std::nullopt;
  return read_bid(rows[0]);
}

std::vector<Bid> bids_of_project(pqxx::transaction_base& tx, std::int64_t project_id,
                                 std::optional<std::int64_t> engineer_id) {
  if (engineer_id) return read_bids(tx.exec_prepared("bids_of_project_by_engineer", project_id, *engineer_id));
  return read_bids(tx.exec_prepared("bids_of_project", project_id));
}

std::vector<Bid> bids_on_projects_of(pqxx::transaction_base& tx, std::int64_t client_id) {
  return read_bids(tx.exec_prepared("bids_on_projects_of", client_id));
}

std::vector<Bid> bids_of_engineer(pqxx::transaction_base& tx, std::int64_t engineer_id) {
  return read_bids(tx.exec_prepared("bids_of_engineer", engineer_id));
}

void settle_bids(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t accepted_bid_id) {
  tx.exec_prepared("bids_settle", project_id, accepted_bid_id);
}

void decline_pending_bids(pqxx::transaction_base& tx, std::int64_t project_id) {
  tx.exec_prepared("bids_decline_pending", project_id);
}

}  // namespace projects::store
