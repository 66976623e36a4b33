#include "store/marketplace_store.hpp"

namespace analytics::store {

namespace {

constexpr const char* kFactRecord = R"sql(
  INSERT INTO marketplace_events (event_id, kind, project_id, amount_cents, at)
  VALUES ($1, $2, $3, $4, $5::timestamptz)
  ON CONFLICT (event_id) DO NOTHING
)sql";

// $1 the first day, $2 the last day (inclusive), as UTC dates. A project counts as accepted whenever its bid was
// accepted (in the period or after it, in whatever order the events came); held is the escrow at the end of the range.
constexpr const char* kFigures = R"sql(
  WITH b AS (
    SELECT ($1::date)::timestamp AT TIME ZONE 'UTC' AS s, ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AS e
  ),
  posted AS (
    SELECT DISTINCT project_id FROM marketplace_events, b WHERE kind = 'project_posted' AND at >= b.s AND at < b.e
  ),
  money AS (
    SELECT
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'paid_in' AND at >= b.s), 0)::bigint AS paid_in_cents,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'released' AND at >= b.s), 0)::bigint AS released_cents,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'refunded' AND at >= b.s), 0)::bigint AS refunded_cents,
      coalesce(sum(CASE WHEN kind = 'paid_in' THEN amount_cents ELSE -amount_cents END), 0)::bigint AS held_cents
    FROM marketplace_events, b
    WHERE kind IN ('paid_in', 'released', 'refunded') AND at < b.e
  )
  SELECT
    (SELECT count(*) FROM posted) AS projects_posted,
    (SELECT count(*) FROM posted p
      WHERE EXISTS (SELECT 1 FROM marketplace_events a WHERE a.kind = 'bid_accepted' AND a.project_id = p.project_id))
      AS projects_with_accepted_bid,
    (SELECT count(*) FROM marketplace_events, b WHERE kind = 'bid_placed' AND at >= b.s AND at < b.e) AS bids_placed,
    money.*
  FROM money
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> marketplace_queries() {
  return {
      {"marketplace_fact_record", kFactRecord},
      {"marketplace_figures", kFigures},
  };
}

void record_fact(pqxx::transaction_base& tx, const std::string& event_id, MarketplaceFact fact,
                 std::int64_t project_id, std::int64_t amount_cents, const std::string& at) {
  tx.exec_prepared("marketplace_fact_record", event_id, std::string(fact_name(fact)), project_id, amount_cents, at);
}

MarketplaceFigures marketplace_figures(pqxx::transaction_base& tx, const DateRange& range) {
  const auto row = tx.exec_prepared1("marketplace_figures", format_day(range.start), format_day(range.end));
  MarketplaceFigures figures;
  figures.projects_posted = row["projects_posted"].as<std::int64_t>();
  figures.projects_with_accepted_bid = row["projects_with_accepted_bid"].as<std::int64_t>();
  figures.bids_placed = row["bids_placed"].as<std::int64_t>();
  figures.paid_in_cents = row["paid_in_cents"].as<std::int64_t>();
  figures.released_cents = row["released_cents"].as<std::int64_t>();
  figures.refunded_cents = row["refunded_cents"].as<std::int64_t>();
  figures.held_cents = row["held_cents"].as<std::int64_t>();
  return figures;
}

}  // namespace analytics::store
