#include "store/stage_payment_store.hpp"

#include <nlohmann/json.hpp>

namespace billing::store {

namespace {

// $1 project, $2 user, $3 key (NULL: the request has none), $4 the request's hash. The key is claimed first (a
// concurrent claim of the same key is waited for; the claim comes before the lock, as in every request that has a key,
// so two requests never wait for each other's in opposite order): the LATERAL side runs after the count of claims it
// reads. The price row is locked only when the key is new or there is none: a repeat reads its stored answer first.
constexpr const char* kClaimKeyLockPrice = R"sql(
  WITH claim AS (
    INSERT INTO idempotency_keys (user_id, key, request_hash, status, body)
    SELECT $2::bigint, $3::text, $4::text, 0, '' WHERE $3::text IS NOT NULL
    ON CONFLICT (user_id, key) DO NOTHING
    RETURNING 1
  )
  SELECT c.claimed = 1 AS key_claimed, (c.claimed = 1 OR $3::text IS NULL) AS price_locked,
    p.project_id, p.client_id, p.engineer_id, p.total_cents, p.escrow
  FROM (SELECT count(*) AS claimed FROM claim) AS c
  LEFT JOIN LATERAL (
    SELECT project_id, client_id, engineer_id, total_cents, escrow FROM project_prices
    WHERE project_id = $1 AND (c.claimed = 1 OR $3::text IS NULL)
    FOR UPDATE
  ) AS p ON true
)sql";

// $1 project, $2 stage, $3 payer: the stage's live payment (payment_rows' columns, all NULL when there is none) and
// what else the create checks. Run after the price lock: a new statement sees every commit made before it. paid_stages:
// the project's paid stages with whether money left escrow (the view project_paid_stages, migration 0018).
constexpr const char* kStageToPay = R"sql(
  SELECT s.*,
    coalesce((SELECT stages FROM project_paid_stages WHERE project_id = $1), '[]'::json)::text AS paid_stages,
    EXISTS (SELECT 1 FROM client_projects WHERE project_id = $1 AND NOT open) AS project_closed,
    (SELECT count(*) FROM payments WHERE kind = 'project_stage' AND project_id = $1 AND stage = $2) AS intents_made,
    (SELECT provider_customer_id FROM customers WHERE user_id = $3) AS provider_customer_id
  FROM (SELECT 1) AS one
  LEFT JOIN payment_rows s ON s.kind = 'project_stage' AND s.project_id = $1 AND s.stage = $2
    AND s.status <> 'canceled' AND s.stale_reason IS NULL
)sql";

// $1 project, $2 stage: a stage intent's payer state (the price columns NULL when billing knows no accepted bid).
// The stage's live intent is '' while it is still being made (it has no intent id yet).
// paid_stages as in kStageToPay.
constexpr const char* kStagePayerState = R"sql(
  SELECT pr.project_id, pr.client_id, pr.engineer_id, pr.total_cents, pr.escrow,
    coalesce((SELECT stages FROM project_paid_stages WHERE project_id = $1), '[]'::json)::text AS paid_stages,
    (SELECT coalesce(intent_id, '') FROM payments
     WHERE kind = 'project_stage' AND project_id = $1 AND stage = $2 AND status <> 'canceled'
       AND stale_reason IS NULL) AS stage_intent_id,
    EXISTS (SELECT 1 FROM client_projects WHERE project_id = $1 AND NOT open) AS project_closed
  FROM (SELECT 1) AS one
  LEFT JOIN project_prices pr ON pr.project_id = $1
)sql";

// $1 payment, $2 intent id, $3 client secret, $4 status, $5 provider subscription; $6 user, $7 key (NULL: none), $8
// the answer: kPaymentIntentRecord and kIdempotencySave of payment_store.cpp in one statement, the answer saved only
// with the intent.
constexpr const char* kIntentRecordAnswered = R"sql(
  WITH recorded AS (
    UPDATE payments SET intent_id = $2, client_secret = $3, status = $4,
      provider_subscription_id = coalesce($5, provider_subscription_id), updated_at = now()
    WHERE id = $1 AND status = 'creating'
    RETURNING id, intent_id, client_secret, provider_key, payer_id, kind, plan, billing_cycle, based_on_version,
      project_id, stage, amount_cents, currency, description, status, last_error,
      iso_utc(created_at) AS created_at, iso_utc(succeeded_at) AS succeeded_at, track
  ),
  answer AS (
    UPDATE idempotency_keys SET status = 200, body = $8
    WHERE user_id = $6 AND key = $7 AND EXISTS (SELECT 1 FROM recorded)
  )
  SELECT * FROM recorded
)sql";

// Locks the payment and reads it (as kPaymentLock) unless it is a plan's.
constexpr const char* kPaymentLockUnlessPlan = R"sql(
  SELECT * FROM payment_rows WHERE intent_id = $1 AND kind IN ('project_stage', 'certification_fee') FOR UPDATE
)sql";

// $1 payment, $2 card brand, $3 card last4, $4 from account, $5 to account, $6 cents, $7 topic, $8 event key, $9 the
// event's envelope: kPaymentSucceeded, kTransferInsert and the outbox's insert in one statement; nothing when the
// payment had succeeded already (then it returns 0).
constexpr const char* kStagePaid = R"sql(
  WITH paid AS (
    UPDATE payments
    SET status = 'succeeded', last_error = NULL, card_brand = coalesce($2, card_brand),
        card_last4 = coalesce($3, card_last4), succeeded_at = now(), updated_at = now()
    WHERE id = $1 AND status <> 'succeeded'
    RETURNING id
  ),
  transfer AS (
    INSERT INTO ledger_transfers (kind, payment_id) SELECT 'payment', id FROM paid
    ON CONFLICT (payment_id, kind) DO NOTHING
    RETURNING id
  ),
  entries AS (
    INSERT INTO ledger_entries (transfer_id, account, amount_cents)
    SELECT id, $4, -$6::bigint FROM transfer UNION ALL SELECT id, $5, $6::bigint FROM transfer
  ),
  event AS (
    INSERT INTO outbox (event_id, topic, event_key, event_type, payload)
    SELECT ($9::jsonb->>'id')::uuid, $7, $8, $9::jsonb->>'type', $9::jsonb FROM paid
  )
  SELECT count(*) AS paid FROM paid
)sql";

std::optional<ProjectPrice> price_of(const pqxx::row& row) {
  if (row["project_id"].is_null()) return std::nullopt;
  return ProjectPrice{row["project_id"].as<std::int64_t>(), row["client_id"].as<std::int64_t>(),
                      row["engineer_id"].as<std::int64_t>(), row["total_cents"].as<std::int64_t>(),
                      row["escrow"].as<bool>()};
}

// The three stages with their amounts and states (paid_stages of the statements above); the times and the amounts
// that left escrow are the view's (stage_statuses), not the rules'.
std::vector<StageStatus> stage_states(const ProjectPrice& price, const pqxx::field& paid_stages) {
  std::vector<StageStatus> stages;
  for (auto stage : kStages) {
    StageStatus status;
    status.stage = stage;
    status.amount_cents = stage_cents(price.total_cents, stage);
    stages.push_back(status);
  }
  for (const auto& paid : nlohmann::json::parse(paid_stages.as<std::string>())) {
    auto stage = parse_stage(paid.at("stage").get<std::string>());
    if (!stage) continue;
    stages[static_cast<std::size_t>(*stage)].state =
        paid_stage_state(paid.at("released").get<bool>(), paid.at("refunded").get<bool>());
  }
  return stages;
}

}  // namespace

std::vector<cw::db::NamedQuery> stage_payment_queries() {
  return {
      {"stage_payment_claim_key_lock_price", kClaimKeyLockPrice},
      {"stage_payment_to_pay", kStageToPay},
      {"stage_payment_payer_state", kStagePayerState},
      {"payment_intent_record_answered", kIntentRecordAnswered},
      {"payment_lock_unless_plan", kPaymentLockUnlessPlan},
      {"stage_payment_paid", kStagePaid},
  };
}

ClaimedPrice claim_key_and_lock_price(pqxx::transaction_base& tx, std::int64_t project_id,
                                      const std::optional<KeyClaim>& key) {
  std::optional<std::int64_t> user_id;
  std::optional<std::string> key_text;
  std::optional<std::string> request_hash;
  if (key) {
    user_id = key->user_id;
    key_text = key->key;
    request_hash = key->request_hash;
  }
  const auto row = tx.exec_prepared1("stage_payment_claim_key_lock_price", project_id, user_id, key_text, request_hash);
  return {row["key_claimed"].as<bool>(), row["price_locked"].as<bool>(), price_of(row)};
}

StageToPay stage_to_pay(pqxx::transaction_base& tx, const ProjectPrice& price, Stage stage, std::int64_t payer_id) {
  const auto row = tx.exec_prepared1("stage_payment_to_pay", price.project_id, to_string(stage), payer_id);
  StageToPay facts;
  if (!row["id"].is_null()) facts.current = read_payment(row);
  facts.stages = stage_states(price, row["paid_stages"]);
  facts.project_closed = row["project_closed"].as<bool>();
  facts.intents_made = row["intents_made"].as<std::int64_t>();
  facts.customer = cw::db::optional_field<std::string>(row["provider_customer_id"]);
  return facts;
}

std::optional<Payment> record_intent_answered(pqxx::transaction_base& tx, std::int64_t payment_id,
                                              const MadeIntent& made, const std::optional<KeyClaim>& key,
                                              const std::string& answer) {
  std::optional<std::int64_t> user_id;
  std::optional<std::string> key_text;
  if (key) {
    user_id = key->user_id;
    key_text = key->key;
  }
  const auto rows = tx.exec_prepared("payment_intent_record_answered", payment_id, made.intent_id, made.client_secret,
                                     made.status, made.provider_subscription_id, user_id, key_text, answer);
  if (rows.empty()) return std::nullopt;
  return read_payment(rows[0]);
}

std::optional<Payment> lock_payment_unless_plan(pqxx::transaction_base& tx, const std::string& intent_id) {
  const auto rows = tx.exec_prepared("payment_lock_unless_plan", intent_id);
  if (rows.empty()) return std::nullopt;
  return read_payment(rows[0]);
}

PayerState stage_payer_state(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage) {
  const auto row = tx.exec_prepared1("stage_payment_payer_state", project_id, to_string(stage));
  PayerState state;
  state.price = price_of(row);
  if (state.price) state.stages = stage_states(*state.price, row["paid_stages"]);
  state.stage_intent_id = cw::db::optional_field<std::string>(row["stage_intent_id"]);
  state.project_closed = row["project_closed"].as<bool>();
  return state;
}

bool record_stage_paid(pqxx::transaction_base& tx, const Payment& payment, const CardSeen& card,
                       const std::string& from_account, const std::string& to_account,
                       const cw::events::OutboxRow& succeeded) {
  const auto row = tx.exec_prepared1("stage_payment_paid", payment.id, card.brand, card.last4, from_account,
                                     to_account, payment.amount_cents, succeeded.topic, succeeded.key,
                                     succeeded.envelope.dump());
  return row["paid"].as<std::int64_t>() == 1;
}

}  // namespace billing::store
