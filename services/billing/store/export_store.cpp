#include "store/export_store.hpp"

namespace billing::store {

namespace {

// A member's own payments (any status: a declined attempt is part of their history), and the stage payments of the
// projects they are the engineer of once paid; each side read by its own index, the card only on their own.
constexpr const char* kPaymentsPage = R"sql(
  WITH page AS (
    (SELECT id FROM payments WHERE payer_id = $1 AND id > $2 AND status <> 'creating' ORDER BY id LIMIT $3)
    UNION
    (SELECT p.id FROM project_prices pp JOIN payments p ON p.project_id = pp.project_id
     WHERE pp.engineer_id = $1 AND p.kind = 'project_stage' AND p.status = 'succeeded' AND p.id > $2
     ORDER BY p.id LIMIT $3)
    ORDER BY id LIMIT $3
  )
  SELECT p.id, iso_utc(p.created_at) AS created_at, p.payer_id = $1 AS paid_by_member, p.kind, p.description,
    p.project_id, p.stage, p.amount_cents, p.currency, p.status,
    CASE WHEN p.payer_id = $1 THEN p.card_brand END AS card_brand,
    CASE WHEN p.payer_id = $1 THEN p.card_last4 END AS card_last4,
    iso_utc(p.succeeded_at) AS succeeded_at,
    (SELECT iso_utc(t.created_at) FROM ledger_transfers t WHERE t.payment_id = p.id AND t.kind = 'release')
      AS released_at,
    (SELECT iso_utc(t.created_at) FROM ledger_transfers t WHERE t.payment_id = p.id AND t.kind = 'refund')
      AS refunded_at
  FROM page JOIN payments p ON p.id = page.id
  ORDER BY p.id
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> export_queries() { return {{"export_payments_page", kPaymentsPage}}; }

std::vector<PaymentExportRow> export_payments_page(pqxx::transaction_base& tx, std::int64_t user_id,
                                                   std::int64_t after_id, int limit) {
  using cw::db::optional_field;
  std::vector<PaymentExportRow> rows;
  for (const auto& row : tx.exec_prepared("export_payments_page", user_id, after_id, limit)) {
    PaymentExportRow payment;
    payment.id = row["id"].as<std::int64_t>();
    payment.created_at = row["created_at"].as<std::string>();
    payment.paid_by_member = row["paid_by_member"].as<bool>();
    payment.kind = row["kind"].as<std::string>();
    payment.description = row["description"].as<std::string>();
    payment.project_id = optional_field<std::int64_t>(row["project_id"]);
    payment.stage = optional_field<std::string>(row["stage"]);
    payment.amount = cw::Money::from_cents(row["amount_cents"].as<std::int64_t>());
    payment.currency = row["currency"].as<std::string>();
    payment.status = row["status"].as<std::string>();
    payment.card_brand = optional_field<std::string>(row["card_brand"]);
    payment.card_last4 = optional_field<std::string>(row["card_last4"]);
    payment.succeeded_at = optional_field<std::string>(row["succeeded_at"]);
    payment.released_at = optional_field<std::string>(row["released_at"]);
    payment.refunded_at = optional_field<std::string>(row["refunded_at"]);
    rows.push_back(std::move(payment));
  }
  return rows;
}

}  // namespace billing::store
