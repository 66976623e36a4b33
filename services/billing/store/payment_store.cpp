#include "store/payment_store.hpp"

namespace billing::store {

namespace {

constexpr const char* kProjectPriceRecord = R"sql(
  INSERT INTO project_prices (project_id, client_id, engineer_id, total_cents, accepted_at, escrow)
  VALUES ($1, $2, $3, $4, $5::timestamptz, $6)
  ON CONFLICT (project_id) DO NOTHING
)sql";

constexpr const char* kLastPlanPayment = R"sql(
  SELECT p.id, p.intent_id, p.amount_cents,
    extract(epoch FROM coalesce(p.succeeded_on_clock, p.succeeded_at))::bigint AS paid_epoch,
    EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.payment_id = p.id AND t.kind = 'refund') AS refunded
  FROM payments p
  WHERE p.payer_id = $1 AND p.kind IN ('subscription', 'plan_period') AND p.status = 'succeeded'
    AND p.stale_reason IS NULL
    AND p.amount_cents > 0
  ORDER BY p.succeeded_at DESC, p.id DESC
  LIMIT 1
)sql";

// A plan payment of the member that succeeded, a trial's setup of nothing included: they had a plan (no trial again).
constexpr const char* kHadPlan = R"sql(
  SELECT 1 FROM payments WHERE payer_id = $1 AND kind IN ('subscription', 'plan_period') AND status = 'succeeded'
  LIMIT 1
)sql";

constexpr const char* kSucceededOnClock = R"sql(
  UPDATE payments SET succeeded_on_clock = to_timestamp($2) WHERE id = $1
)sql";

constexpr const char* kProjectPriceLock = R"sql(
  SELECT project_id, client_id, engineer_id, total_cents, escrow FROM project_prices WHERE project_id = $1 FOR UPDATE
)sql";

constexpr const char* kProjectPrice = R"sql(
  SELECT project_id, client_id, engineer_id, total_cents, escrow FROM project_prices WHERE project_id = $1
)sql";

constexpr const char* kProjectKnown = R"sql(
  SELECT 1 FROM client_projects WHERE project_id = $1
)sql";

// Payments are read through the view payment_rows (migration 0007); a statement that changes one returns the same
// columns.
constexpr const char* kPaymentByIntent = "SELECT * FROM payment_rows WHERE intent_id = $1";
constexpr const char* kPaymentById = "SELECT * FROM payment_rows WHERE id = $1";
// Intents left half made (a crash between asking the provider and recording its answer, or a provider that could not
// be reached), oldest first. creating_since (migration 0019) is updated_at while the payment is creating, NULL after:
// payments_creating indexes it, so that paying (which changes updated_at) leaves every index alone.
constexpr const char* kPaymentsCreating = R"sql(
  SELECT r.* FROM payments p JOIN payment_rows r ON r.id = p.id
  WHERE p.creating_since < now() - make_interval(secs => $1)
  ORDER BY p.creating_since LIMIT $2
)sql";
// The provider's intent, recorded on the payment that was waiting for it (not on one already recorded or cancelled).
constexpr const char* kPaymentIntentRecord = R"sql(
  UPDATE payments SET intent_id = $2, client_secret = $3, status = $4,
    provider_subscription_id = coalesce($5, provider_subscription_id), updated_at = now()
  WHERE id = $1 AND status = 'creating'
  RETURNING id, intent_id, client_secret, provider_key, payer_id, kind, plan, billing_cycle, based_on_version,
    project_id, stage, amount_cents, currency, description, status, last_error,
    iso_utc(created_at) AS created_at, iso_utc(succeeded_at) AS succeeded_at, track
)sql";
// Locks the payment and reads it in one statement: after waiting for another transaction's lock, PostgreSQL returns
// the row as that one left it (the view is simple: the lock is on the payments row).
constexpr const char* kPaymentLock = "SELECT * FROM payment_rows WHERE intent_id = $1 FOR UPDATE";
constexpr const char* kStagePayment = R"sql(
  SELECT * FROM payment_rows
  WHERE kind = 'project_stage' AND project_id = $1 AND stage = $2 AND status <> 'canceled' AND stale_reason IS NULL
)sql";
constexpr const char* kOpenPlanPayment = R"sql(
  SELECT * FROM payment_rows
  WHERE payer_id = $1 AND kind = $2 AND plan = $3 AND billing_cycle = $4
    AND status IN ('creating', 'requires_payment_method', 'requires_action')
)sql";
constexpr const char* kOpenFeePayment = R"sql(
  SELECT * FROM payment_rows
  WHERE payer_id = $1 AND kind = 'certification_fee' AND track = $2
    AND status IN ('creating', 'requires_payment_method', 'requires_action')
)sql";
constexpr const char* kFeeIntentsMade =
    "SELECT count(*) AS made FROM payments WHERE payer_id = $1 AND kind = 'certification_fee' AND track = $2";
constexpr const char* kOpenPlanPayments = R"sql(
  SELECT * FROM payment_rows
  WHERE payer_id = $1 AND kind IN ('subscription', 'plan_period')
    AND status IN ('creating', 'requires_payment_method', 'requires_action')
  ORDER BY id
)sql";

constexpr const char* kPaymentInsert = R"sql(
  INSERT INTO payments (intent_id, client_secret, payer_id, kind, plan, billing_cycle, project_id, stage,
    amount_cents, currency, description, status, provider_subscription_id, based_on_version, provider_key, track)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
  RETURNING id, intent_id, client_secret, provider_key, payer_id, kind, plan, billing_cycle, based_on_version,
    project_id, stage, amount_cents, currency, description, status, last_error,
    iso_utc(created_at) AS created_at, iso_utc(succeeded_at) AS succeeded_at, track
)sql";

// A renewal the provider charged or failed to charge (its invoice is the intent): a retry of an invoice that failed
// before is the same row again; nothing when the invoice's row is there and not failed (applied already).
constexpr const char* kRenewalRecord = R"sql(
  INSERT INTO payments (intent_id, client_secret, payer_id, kind, plan, billing_cycle, amount_cents, currency,
    description, status, last_error, provider_subscription_id, based_on_version)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
  ON CONFLICT (intent_id) DO UPDATE
    SET status = EXCLUDED.status, last_error = EXCLUDED.last_error, based_on_version = EXCLUDED.based_on_version,
        updated_at = now()
    WHERE payments.status = 'failed'
  RETURNING id, intent_id, client_secret, provider_key, payer_id, kind, plan, billing_cycle, based_on_version,
    project_id, stage, amount_cents, currency, description, status, last_error,
    iso_utc(created_at) AS created_at, iso_utc(succeeded_at) AS succeeded_at, track
)sql";

constexpr const char* kPaymentAttempt = R"sql(
  UPDATE payments SET status = $2, last_error = $3, card_brand = $4, card_last4 = $5, updated_at = now()
  WHERE id = $1 AND status <> 'succeeded'
)sql";

constexpr const char* kPaymentSucceeded = R"sql(
  UPDATE payments
  SET status = 'succeeded', last_error = NULL, card_brand = coalesce($2, card_brand),
      card_last4 = coalesce($3, card_last4), succeeded_at = now(),
      updated_at = now()
  WHERE id = $1 AND status <> 'succeeded'
)sql";

// Only an intent nobody paid is cancelled (one still being made included).
constexpr const char* kPaymentCanceled = R"sql(
  UPDATE payments SET status = 'canceled', updated_at = now()
  WHERE id = $1 AND status IN ('creating', 'requires_payment_method', 'requires_action')
)sql";

constexpr const char* kPaymentStale = R"sql(
  UPDATE payments SET stale_reason = $2, updated_at = now() WHERE id = $1
)sql";

constexpr const char* kPaymentProviderSubscription = R"sql(
  SELECT provider_subscription_id FROM payments WHERE id = $1
)sql";

// Each paid stage's transfers out of escrow: the release's credit to the engineer, the refund's to the client.
constexpr const char* kStageStatuses = R"sql(
  SELECT p.stage, p.status,
    iso_utc(p.succeeded_at) AS paid_at,
    iso_utc(released.created_at) AS released_at,
    released.id IS NOT NULL AS released,
    refunded.id IS NOT NULL AS refunded,
    coalesce((SELECT e.amount_cents FROM ledger_entries e WHERE e.transfer_id = released.id AND e.amount_cents > 0),
             0) AS released_cents,
    coalesce((SELECT e.amount_cents FROM ledger_entries e WHERE e.transfer_id = refunded.id AND e.amount_cents > 0),
             0) AS refunded_cents
  FROM payments p
  LEFT JOIN ledger_transfers released ON released.payment_id = p.id AND released.kind = 'release'
  LEFT JOIN ledger_transfers refunded ON refunded.payment_id = p.id AND refunded.kind = 'refund'
  WHERE p.kind = 'project_stage' AND p.project_id = $1 AND p.stale_reason IS NULL
)sql";

// $1 kind, $2 payment, $3 from, $4 to, $5 cents: the transfer and its two entries summing to zero, in one statement;
// nothing when the payment has a transfer of this kind already (then no row is returned).
constexpr const char* kTransferInsert = R"sql(
  WITH transfer AS (
    INSERT INTO ledger_transfers (kind, payment_id) VALUES ($1, $2)
    ON CONFLICT (payment_id, kind) DO NOTHING
    RETURNING id
  ),
  entries AS (
    INSERT INTO ledger_entries (transfer_id, account, amount_cents)
    SELECT id, $3, -$5::bigint FROM transfer UNION ALL SELECT id, $4, $5::bigint FROM transfer
  )
  SELECT id FROM transfer
)sql";

constexpr const char* kLedgerBalances = R"sql(
  SELECT account, sum(amount_cents)::bigint AS balance FROM ledger_entries GROUP BY account
)sql";

constexpr const char* kIdempotencyClaim = R"sql(
  INSERT INTO idempotency_keys (user_id, key, request_hash, status, body) VALUES ($1, $2, $3, 0, '')
  ON CONFLICT (user_id, key) DO NOTHING
)sql";
constexpr const char* kIdempotencyStored = R"sql(
  SELECT request_hash, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2
)sql";
constexpr const char* kIdempotencySave = R"sql(
  UPDATE idempotency_keys SET status = $3, body = $4 WHERE user_id = $1 AND key = $2
)sql";
constexpr const char* kIdempotencyForget = R"sql(
  DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'
)sql";

constexpr const char* kWebhookFirst = R"sql(
  INSERT INTO webhook_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING
)sql";

PaymentKind kind_of(const std::string& text) {
  if (text == "plan_period") return PaymentKind::plan_period;
  if (text == "project_stage") return PaymentKind::project_stage;
  if (text == "certification_fee") return PaymentKind::certification_fee;
  return PaymentKind::subscription;
}

std::optional<Payment> first_payment(const pqxx::result& rows) {
  if (rows.empty()) return std::nullopt;
  return read_payment(rows[0]);
}

std::optional<ProjectPrice> first_price(const pqxx::result& rows) {
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  return ProjectPrice{row["project_id"].as<std::int64_t>(), row["client_id"].as<std::int64_t>(),
                      row["engineer_id"].as<std::int64_t>(), row["total_cents"].as<std::int64_t>(),
                      row["escrow"].as<bool>()};
}

const char* transfer_kind(TransferKind kind) {
  switch (kind) {
    case TransferKind::payment: return "payment";
    case TransferKind::release: return "release";
    case TransferKind::refund: return "refund";
  }
  return "payment";
}

}  // namespace

Payment read_payment(const pqxx::row& row) {
  Payment payment;
  payment.id = row["id"].as<std::int64_t>();
  payment.intent_id = cw::db::optional_field<std::string>(row["intent_id"]).value_or("");
  payment.client_secret = cw::db::optional_field<std::string>(row["client_secret"]).value_or("");
  payment.provider_key = cw::db::optional_field<std::string>(row["provider_key"]);
  payment.payer_id = row["payer_id"].as<std::int64_t>();
  payment.kind = kind_of(row["kind"].as<std::string>());
  payment.plan = cw::db::optional_field<std::string>(row["plan"]);
  payment.billing_cycle = cw::db::optional_field<std::string>(row["billing_cycle"]);
  payment.based_on_version = cw::db::optional_field<std::int64_t>(row["based_on_version"]);
  payment.project_id = cw::db::optional_field<std::int64_t>(row["project_id"]);
  if (auto stage = cw::db::optional_field<std::string>(row["stage"])) payment.stage = parse_stage(*stage);
  payment.track = cw::db::optional_field<std::string>(row["track"]);
  payment.amount_cents = row["amount_cents"].as<std::int64_t>();
  payment.currency = row["currency"].as<std::string>();
  payment.description = row["description"].as<std::string>();
  payment.status = row["status"].as<std::string>();
  payment.last_error = cw::db::optional_field<std::string>(row["last_error"]);
  payment.created_at = row["created_at"].as<std::string>();
  payment.succeeded_at = cw::db::optional_field<std::string>(row["succeeded_at"]);
  return payment;
}

std::vector<cw::db::NamedQuery> payment_queries() {
  return {
      {"payment_project_price_record", kProjectPriceRecord},
      {"payment_project_price_lock", kProjectPriceLock},
      {"payment_last_plan_payment", kLastPlanPayment},
      {"payment_had_plan", kHadPlan},
      {"payment_succeeded_on_clock", kSucceededOnClock},
      {"payment_project_price", kProjectPrice},
      {"payment_project_known", kProjectKnown},
      {"payment_by_intent", kPaymentByIntent},
      {"payment_by_id", kPaymentById},
      {"payments_creating", kPaymentsCreating},
      {"payment_intent_record", kPaymentIntentRecord},
      {"payment_lock", kPaymentLock},
      {"payment_of_stage", kStagePayment},
      {"payment_open_for_plan", kOpenPlanPayment},
      {"payment_open_plans_of_payer", kOpenPlanPayments},
      {"payment_open_for_fee", kOpenFeePayment},
      {"payment_fee_intents_made", kFeeIntentsMade},
      {"payment_insert", kPaymentInsert},
      {"payment_renewal_record", kRenewalRecord},
      {"payment_attempt", kPaymentAttempt},
      {"payment_succeeded", kPaymentSucceeded},
      {"payment_canceled", kPaymentCanceled},
      {"payment_stale", kPaymentStale},
      {"payment_provider_subscription", kPaymentProviderSubscription},
      {"payment_stage_statuses", kStageStatuses},
      {"ledger_transfer_insert", kTransferInsert},
      {"ledger_balances", kLedgerBalances},
      {"idempotency_claim", kIdempotencyClaim},
      {"idempotency_stored", kIdempotencyStored},
      {"idempotency_save", kIdempotencySave},
      {"idempotency_forget", kIdempotencyForget},
      {"webhook_first", kWebhookFirst},
  };
}

void record_project_price(pqxx::transaction_base& tx, const ProjectPrice& price, const std::string& accepted_at) {
  tx.exec_prepared("payment_project_price_record", price.project_id, price.client_id, price.engineer_id,
                   price.total_cents, accepted_at, price.escrow);
}

std::optional<ProjectPrice> lock_project_price(pqxx::transaction_base& tx, std::int64_t project_id) {
  return first_price(tx.exec_prepared("payment_project_price_lock", project_id));
}

std::optional<ProjectPrice> find_project_price(pqxx::transaction_base& tx, std::int64_t project_id) {
  return first_price(tx.exec_prepared("payment_project_price", project_id));
}

bool project_known(pqxx::transaction_base& tx, std::int64_t project_id) {
  return !tx.exec_prepared("payment_project_known", project_id).empty();
}

std::optional<Payment> find_payment(pqxx::transaction_base& tx, const std::string& intent_id) {
  return first_payment(tx.exec_prepared("payment_by_intent", intent_id));
}

std::optional<Payment> lock_payment(pqxx::transaction_base& tx, const std::string& intent_id) {
  return first_payment(tx.exec_prepared("payment_lock", intent_id));
}

std::optional<Payment> find_stage_payment(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage) {
  return first_payment(tx.exec_prepared("payment_of_stage", project_id, to_string(stage)));
}

std::optional<Payment> find_open_plan_payment(pqxx::transaction_base& tx, std::int64_t payer_id, PaymentKind kind,
                                              const std::string& plan, const std::string& cycle) {
  return first_payment(tx.exec_prepared("payment_open_for_plan", payer_id, to_string(kind), plan, cycle));
}

std::optional<Payment> find_open_fee_payment(pqxx::transaction_base& tx, std::int64_t payer_id,
                                             const std::string& track) {
  return first_payment(tx.exec_prepared("payment_open_for_fee", payer_id, track));
}

std::int64_t fee_intents_made(pqxx::transaction_base& tx, std::int64_t payer_id, const std::string& track) {
  return tx.exec_prepared1("payment_fee_intents_made", payer_id, track)["made"].as<std::int64_t>();
}

std::vector<Payment> open_plan_payments(pqxx::transaction_base& tx, std::int64_t payer_id) {
  std::vector<Payment> payments;
  for (const auto& row : tx.exec_prepared("payment_open_plans_of_payer", payer_id)) {
    payments.push_back(read_payment(row));
  }
  return payments;
}

Payment insert_payment(pqxx::transaction_base& tx, const Payment& payment,
                       const std::optional<std::string>& provider_subscription_id) {
  std::optional<std::string> stage;
  if (payment.stage) stage = to_string(*payment.stage);
  const auto or_null = [](const std::string& text) { return text.empty() ? std::nullopt : std::optional(text); };
  return read_payment(tx.exec_prepared1("payment_insert", or_null(payment.intent_id), or_null(payment.client_secret),
                                        payment.payer_id, to_string(payment.kind), payment.plan,
                                        payment.billing_cycle, payment.project_id, stage, payment.amount_cents,
                                        payment.currency, payment.description, payment.status,
                                        provider_subscription_id, payment.based_on_version, payment.provider_key,
                                        payment.track));
}

std::optional<Payment> record_renewal(pqxx::transaction_base& tx, const Payment& renewal,
                                      const std::optional<std::string>& provider_subscription_id) {
  return first_payment(tx.exec_prepared("payment_renewal_record", renewal.intent_id, renewal.client_secret,
                                        renewal.payer_id, to_string(renewal.kind), renewal.plan,
                                        renewal.billing_cycle, renewal.amount_cents, renewal.currency,
                                        renewal.description, renewal.status, renewal.last_error,
                                        provider_subscription_id, renewal.based_on_version));
}

std::optional<Payment> find_payment_by_id(pqxx::transaction_base& tx, std::int64_t payment_id) {
  auto rows = tx.exec_prepared("payment_by_id", payment_id);
  if (rows.empty()) return std::nullopt;
  return read_payment(rows[0]);
}

std::optional<Payment> record_intent(pqxx::transaction_base& tx, std::int64_t payment_id, const MadeIntent& made) {
  auto rows = tx.exec_prepared("payment_intent_record", payment_id, made.intent_id, made.client_secret, made.status,
                               made.provider_subscription_id);
  if (rows.empty()) return std::nullopt;
  return read_payment(rows[0]);
}

std::vector<Payment> payments_being_made(pqxx::transaction_base& tx, int older_than_seconds, int limit) {
  std::vector<Payment> payments;
  for (const auto& row : tx.exec_prepared("payments_creating", older_than_seconds, limit)) {
    payments.push_back(read_payment(row));
  }
  return payments;
}

void save_payment_attempt(pqxx::transaction_base& tx, std::int64_t payment_id, const std::string& status,
                          const std::optional<std::string>& last_error, const CardSeen& card) {
  tx.exec_prepared("payment_attempt", payment_id, status, last_error, card.brand, card.last4);
}

bool mark_succeeded(pqxx::transaction_base& tx, std::int64_t payment_id, const CardSeen& card) {
  return tx.exec_prepared("payment_succeeded", payment_id, card.brand, card.last4).affected_rows() == 1;
}

void save_succeeded_on_clock(pqxx::transaction_base& tx, std::int64_t payment_id, Clock::time_point at) {
  tx.exec_prepared("payment_succeeded_on_clock", payment_id,
                   std::chrono::duration_cast<std::chrono::seconds>(at.time_since_epoch()).count());
}

bool mark_canceled(pqxx::transaction_base& tx, std::int64_t payment_id) {
  return tx.exec_prepared("payment_canceled", payment_id).affected_rows() == 1;
}

void save_stale_reason(pqxx::transaction_base& tx, std::int64_t payment_id, const std::string& reason) {
  tx.exec_prepared("payment_stale", payment_id, reason);
}

std::optional<std::string> payment_provider_subscription(pqxx::transaction_base& tx, std::int64_t payment_id) {
  const auto row = tx.exec_prepared1("payment_provider_subscription", payment_id);
  return cw::db::optional_field<std::string>(row["provider_subscription_id"]);
}

std::optional<LastPlanPayment> last_plan_payment(pqxx::transaction_base& tx, std::int64_t payer_id) {
  const auto rows = tx.exec_prepared("payment_last_plan_payment", payer_id);
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  return LastPlanPayment{row["id"].as<std::int64_t>(), row["intent_id"].as<std::string>(),
                         row["amount_cents"].as<std::int64_t>(),
                         Clock::time_point(std::chrono::seconds(row["paid_epoch"].as<std::int64_t>())),
                         row["refunded"].as<bool>()};
}

bool had_plan(pqxx::transaction_base& tx, std::int64_t payer_id) {
  return !tx.exec_prepared("payment_had_plan", payer_id).empty();
}

std::vector<StageStatus> stage_statuses(pqxx::transaction_base& tx, const ProjectPrice& price) {
  std::vector<StageStatus> stages;
  for (auto stage : kStages) {
    StageStatus status;
    status.stage = stage;
    status.amount_cents = stage_cents(price.total_cents, stage);
    stages.push_back(status);
  }
  for (const auto& row : tx.exec_prepared("payment_stage_statuses", price.project_id)) {
    auto stage = parse_stage(row["stage"].as<std::string>());
    if (!stage || row["status"].as<std::string>() != "succeeded") continue;
    auto& status = stages[static_cast<std::size_t>(*stage)];
    status.paid_at = cw::db::optional_field<std::string>(row["paid_at"]);
    status.released_at = cw::db::optional_field<std::string>(row["released_at"]);
    status.released_cents = row["released_cents"].as<std::int64_t>();
    status.refunded_cents = row["refunded_cents"].as<std::int64_t>();
    status.state = paid_stage_state(row["released"].as<bool>(), row["refunded"].as<bool>());
  }
  return stages;
}

bool record_transfer(pqxx::transaction_base& tx, TransferKind kind, std::int64_t payment_id, const std::string& from,
                     const std::string& to, std::int64_t cents) {
  return !tx.exec_prepared("ledger_transfer_insert", transfer_kind(kind), payment_id, from, to, cents).empty();
}

std::map<std::string, std::int64_t> ledger_balances(pqxx::transaction_base& tx) {
  std::map<std::string, std::int64_t> balances;
  for (const auto& row : tx.exec_prepared("ledger_balances")) {
    balances[row["account"].as<std::string>()] = row["balance"].as<std::int64_t>();
  }
  return balances;
}

std::optional<StoredAnswer> claim_idempotency_key(pqxx::transaction_base& tx, std::int64_t user_id,
                                                  const std::string& key, const std::string& request_hash) {
  if (tx.exec_prepared("idempotency_claim", user_id, key, request_hash).affected_rows() == 1) return std::nullopt;
  return stored_idempotency_answer(tx, user_id, key);
}

StoredAnswer stored_idempotency_answer(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& key) {
  const auto row = tx.exec_prepared1("idempotency_stored", user_id, key);
  return StoredAnswer{row["request_hash"].as<std::string>(), row["status"].as<int>(), row["body"].as<std::string>()};
}

void save_idempotent_answer(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& key, int status,
                            const std::string& body) {
  tx.exec_prepared("idempotency_save", user_id, key, status, body);
}

void forget_old_idempotency_keys(pqxx::transaction_base& tx) { tx.exec_prepared("idempotency_forget"); }

bool first_webhook_delivery(pqxx::transaction_base& tx, const std::string& event_id, const std::string& type) {
  return tx.exec_prepared("webhook_first", event_id, type).affected_rows() == 1;
}

}  // namespace billing::store
