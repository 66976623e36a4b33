#include "store/payment_store.hpp"

#include <nlohmann/json.hpp>

namespace analytics::store {

namespace {

// $1 the payments as a JSON array of {n, event_id, activity, project_id (null for a plan's or a certification's),
// payer_id, amount_cents, at}: the activity lines in the array's order, then the facts and the money of the project
// stages, as admin_activity_record, marketplace_fact_record and member_money_record write one each.
constexpr const char* kRecordPayments = R"sql(
  WITH input AS MATERIALIZED (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS p (n int, event_id text, activity text, project_id bigint, payer_id bigint, amount_cents bigint, at text)
  ),
  lines AS (
    INSERT INTO activity (kind, text, occurred_at) SELECT 'payment', activity, at::timestamptz FROM input ORDER BY n
  ),
  facts AS (
    INSERT INTO marketplace_events (event_id, kind, project_id, amount_cents, at)
    SELECT event_id, 'paid_in', project_id, amount_cents, at::timestamptz FROM input WHERE project_id IS NOT NULL
    ON CONFLICT (event_id) DO NOTHING
  )
  INSERT INTO member_money (event_id, kind, project_id, client_id, engineer_id, amount_cents, at)
  SELECT event_id, 'paid', project_id, payer_id, NULL, amount_cents, at::timestamptz FROM input
  WHERE project_id IS NOT NULL
  ON CONFLICT (event_id) DO NOTHING
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> payment_queries() { return {{"payments_record", kRecordPayments}}; }

void record_payments(pqxx::transaction_base& tx, const std::vector<SucceededPayment>& payments) {
  if (payments.empty()) return;
  auto rows = nlohmann::json::array();
  for (std::size_t n = 0; n < payments.size(); ++n) {
    const auto& payment = payments[n];
    rows.push_back({{"n", n},
                    {"event_id", payment.event_id},
                    {"activity", payment.activity},
                    {"project_id", payment.project_id ? nlohmann::json(*payment.project_id) : nlohmann::json()},
                    {"payer_id", payment.payer_id},
                    {"amount_cents", payment.amount_cents},
                    {"at", payment.at}});
  }
  tx.exec_prepared("payments_record", rows.dump());
}

}  // namespace analytics::store
