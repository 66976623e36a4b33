#pragma once
#include "domain/payment.hpp"
#include "domain/subscription.hpp"

#include <cw/db.hpp>

#include <map>
#include <optional>
#include <vector>

namespace billing::store {

std::vector<cw::db::NamedQuery> payment_queries();

// ---- projects, as projects' events told billing ----

void record_project_price(pqxx::transaction_base& tx, const ProjectPrice& price, const std::string& accepted_at);
// The project's accepted bid, its row locked until the transaction ends (serialises payments of one project).
std::optional<ProjectPrice> lock_project_price(pqxx::transaction_base& tx, std::int64_t project_id);
std::optional<ProjectPrice> find_project_price(pqxx::transaction_base& tx, std::int64_t project_id);
// Whether projects.events told billing of this project (posted), accepted or not.
bool project_known(pqxx::transaction_base& tx, std::int64_t project_id);

// ---- payments ----

// A payment as the view payment_rows gives it (statements that change one return the same columns).
Payment read_payment(const pqxx::row& row);
std::optional<Payment> find_payment(pqxx::transaction_base& tx, const std::string& intent_id);
// The payment row locked until the transaction ends.
std::optional<Payment> lock_payment(pqxx::transaction_base& tx, const std::string& intent_id);
// The stage's live payment (neither cancelled nor a stale success): there is at most one.
std::optional<Payment> find_stage_payment(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage);
// The member's unpaid intent for this plan and cycle, if any.
std::optional<Payment> find_open_plan_payment(pqxx::transaction_base& tx, std::int64_t payer_id, PaymentKind kind,
                                              const std::string& plan, const std::string& cycle);
// The member's unpaid intent for this track's certification fee, if any.
std::optional<Payment> find_open_fee_payment(pqxx::transaction_base& tx, std::int64_t payer_id,
                                             const std::string& track);
// How many intents the member has had for this track's fee, paid and cancelled ones included.
std::int64_t fee_intents_made(pqxx::transaction_base& tx, std::int64_t payer_id, const std::string& track);
// The member's unpaid plan intents (any plan, cycle and kind), oldest first.
std::vector<Payment> open_plan_payments(pqxx::transaction_base& tx, std::int64_t payer_id);
// A new payment; with status creating it has no intent yet (intent_id and client_secret empty) but its provider_key.
Payment insert_payment(pqxx::transaction_base& tx, const Payment& payment,
                       const std::optional<std::string>& provider_subscription_id);
// A plan's renewal the provider charged (status processing) or could not charge (failed, the reason in last_error),
// under its invoice's intent id. The provider's retry of an invoice that failed before makes the same row processing
// (or failed again); nullopt when the invoice's row exists and is not failed (the renewal was applied already).
std::optional<Payment> record_renewal(pqxx::transaction_base& tx, const Payment& renewal,
                                      const std::optional<std::string>& provider_subscription_id);
std::optional<Payment> find_payment_by_id(pqxx::transaction_base& tx, std::int64_t payment_id);
// What the provider answered for a payment being made.
struct MadeIntent {
  std::string intent_id;
  std::string client_secret;
  std::string status;
  std::optional<std::string> provider_subscription_id;
};
// Records the provider's intent on a payment still being made; nullopt when it no longer is (another request
// recorded it first, or it was cancelled meanwhile).
std::optional<Payment> record_intent(pqxx::transaction_base& tx, std::int64_t payment_id, const MadeIntent& made);
// Payments still being made whose last change is older than this: the sweep finishes them.
std::vector<Payment> payments_being_made(pqxx::transaction_base& tx, int older_than_seconds, int limit);
// The card an attempt used, as far as billing may keep it (never its number).
struct CardSeen {
  std::optional<std::string> brand;
  std::optional<std::string> last4;
};
// A confirm that did not succeed: the new status and the provider's message (none when it needs an action).
void save_payment_attempt(pqxx::transaction_base& tx, std::int64_t payment_id, const std::string& status,
                          const std::optional<std::string>& last_error, const CardSeen& card);
// Marks the payment succeeded (with the card that paid, when known). False when it already was.
bool mark_succeeded(pqxx::transaction_base& tx, std::int64_t payment_id, const CardSeen& card);
// When the payment succeeded by billing's clock (a test may have moved it): the money-back window is measured on it.
void save_succeeded_on_clock(pqxx::transaction_base& tx, std::int64_t payment_id, Clock::time_point at);
// Marks an unpaid payment cancelled (its intent was cancelled at the provider). False when it was not unpaid.
bool mark_canceled(pqxx::transaction_base& tx, std::int64_t payment_id);
// Why a payment the provider reports succeeded no longer matched the payer's state (recorded, for an operator).
void save_stale_reason(pqxx::transaction_base& tx, std::int64_t payment_id, const std::string& reason);
std::optional<std::string> payment_provider_subscription(pqxx::transaction_base& tx, std::int64_t payment_id);

// The member's latest plan payment that succeeded and was applied (a stale success is not one), with whether it was
// refunded; nullopt when they never paid for a plan. A trial's setup (nothing paid) is none.
std::optional<LastPlanPayment> last_plan_payment(pqxx::transaction_base& tx, std::int64_t payer_id);
// Whether a plan payment of the member ever succeeded (a trial's setup included): no free trial for them.
bool had_plan(pqxx::transaction_base& tx, std::int64_t payer_id);

// The three stages of a project and where each one's money is.
std::vector<StageStatus> stage_statuses(pqxx::transaction_base& tx, const ProjectPrice& price);

// ---- the ledger ----

enum class TransferKind { payment, release, refund };
// Moves `cents` from one account to another for a payment, as two entries summing to zero. False when this
// payment's transfer of this kind was already recorded (nothing is written twice).
bool record_transfer(pqxx::transaction_base& tx, TransferKind kind, std::int64_t payment_id, const std::string& from,
                     const std::string& to, std::int64_t cents);
// Every account's balance, recomputed from the entries alone.
std::map<std::string, std::int64_t> ledger_balances(pqxx::transaction_base& tx);

// ---- idempotency and webhooks ----

struct StoredAnswer {
  std::string request_hash;
  int status = 0;
  std::string body;
};
// Claims the member's key for this request (waiting for a concurrent claim of the same key to commit): nullopt when
// it is new, else the answer stored for it.
std::optional<StoredAnswer> claim_idempotency_key(pqxx::transaction_base& tx, std::int64_t user_id,
                                                  const std::string& key, const std::string& request_hash);
// What is stored under a key claimed before (by a transaction that committed).
StoredAnswer stored_idempotency_answer(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& key);
void save_idempotent_answer(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& key, int status,
                            const std::string& body);
void forget_old_idempotency_keys(pqxx::transaction_base& tx);
// True the first time a webhook event id is seen.
bool first_webhook_delivery(pqxx::transaction_base& tx, const std::string& event_id, const std::string& type);

}  // namespace billing::store
