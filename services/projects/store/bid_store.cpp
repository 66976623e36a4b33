#include "store/bid_store.hpp"

#include "store/sql.hpp"

namespace projects::store {

namespace {

#define BID_COLUMNS                                                                                     \
  "b.id, b.project_id, b.engineer_id, b.amount_cents, b.proposal, b.timeline, b.status, "               \
  ISO_TIME("b.created_at") ", " PARTY_COLUMNS("u") ", v.user_id IS NOT NULL"

#define BID_JOINS                                                                                       \
  " LEFT JOIN user_directory u ON u.user_id = b.engineer_id "                                           \
  "LEFT JOIN verified_engineers v ON v.user_id = b.engineer_id "
#define BID_FROM " FROM bids b" BID_JOINS

#define OLDEST_FIRST " ORDER BY b.created_at, b.id"

// The BID_COLUMNS from row[first].
Bid read_bid(const pqxx::row& row, int first = 0) {
  Bid bid;
  bid.id = row[first].as<std::int64_t>();
  bid.project_id = row[first + 1].as<std::int64_t>();
  bid.engineer_id = row[first + 2].as<std::int64_t>();
  bid.amount = Money::from_cents(row[first + 3].as<std::int64_t>());
  bid.proposal = row[first + 4].as<std::string>();
  bid.timeline = row[first + 5].as<std::string>();
  bid.status = bid_status_from(row[first + 6].as<std::string>());
  bid.created_at = row[first + 7].as<std::string>();
  bid.engineer = read_party(row, first + 8, bid.engineer_id);
  bid.engineer.is_verified = row[first + 11].as<bool>();
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
      // $1 project, $2 engineer, $3-$5 the bid, $6 the status that accepts bids, $7 the event's envelope, $8 its topic.
      // The outbox row is written only with the bid (FROM b). Only the bid's CTE reads the lock's: a data-modifying
      // CTE sees the statement's snapshot, and the locked row as it is once the lock is ours.
      {"bid_place",
       "WITH engineer AS (SELECT EXISTS (SELECT FROM verified_engineers WHERE user_id = $2) AS verified), "
       "project AS (SELECT id, client_id, status FROM projects WHERE id = $1 FOR UPDATE), "
       "b AS (INSERT INTO bids (project_id, engineer_id, amount_cents, proposal, timeline) "
       "SELECT project.id, $2, $3, $4, $5 FROM project, engineer WHERE engineer.verified AND project.status = $6 "
       "ON CONFLICT (project_id, engineer_id) DO NOTHING RETURNING *), "
       "event AS (INSERT INTO outbox (event_id, topic, event_key, event_type, payload) "
       "SELECT ($7::jsonb->>'id')::uuid, $8, b.project_id::text, $7::jsonb->>'type', "
       "jsonb_set($7::jsonb, '{data}', ($7::jsonb->'data') || jsonb_build_object('bidId', b.id, "
       "'clientId', project.client_id, 'placedAt', " ISO_TIME("b.created_at") ")) FROM b, project) "
       "SELECT engineer.verified, project.status, " BID_COLUMNS
       " FROM engineer LEFT JOIN project ON true LEFT JOIN b ON true" BID_JOINS},
      {"bid_by_id", "SELECT " BID_COLUMNS BID_FROM "WHERE b.id = $1"},
      {"bids_of_project", "SELECT " BID_COLUMNS BID_FROM "WHERE b.project_id = $1" OLDEST_FIRST},
      {"bids_of_project_by_engineer",
       "SELECT " BID_COLUMNS BID_FROM "WHERE b.project_id = $1 AND b.engineer_id = $2" OLDEST_FIRST},
      {"bids_on_projects_of",
       "SELECT " BID_COLUMNS BID_FROM "JOIN projects p ON p.id = b.project_id WHERE p.client_id = $1" OLDEST_FIRST},
      {"bids_of_engineer", "SELECT " BID_COLUMNS BID_FROM "WHERE b.engineer_id = $1" OLDEST_FIRST},
      {"bids_settle",
       "UPDATE bids SET status = CASE WHEN id = $2 THEN 'accepted' ELSE 'declined' END, updated_at = now() "
       "WHERE project_id = $1 AND status = 'pending'"},
      {"bids_decline_pending",
       "UPDATE bids SET status = 'declined', updated_at = now() WHERE project_id = $1 AND status = 'pending'"},
  };
}

Placement place_bid(pqxx::nontransaction& tx, std::int64_t engineer_id, const NewBid& bid, ProjectStatus accepting,
                    const cw::events::BidPlaced& event) {
  const auto row =
      tx.exec_prepared1("bid_place", bid.project_id, engineer_id, bid.amount.cents(), bid.proposal, bid.timeline,
                        to_string(accepting), cw::events::new_envelope(event).dump(), cw::events::BidPlaced::kTopic);
  Placement placement;
  placement.verified_engineer = row[0].as<bool>();
  if (!row[1].is_null()) placement.project_status = project_status_from(row[1].as<std::string>());
  if (!row[2].is_null()) placement.bid = read_bid(row, 2);
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
