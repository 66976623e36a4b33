#pragma once
// Use cases of card payments: buying a plan, paying a project's stages into escrow, confirming a card with the
// built-in test provider, showing where a project's stages are. Every amount comes from the server (plans, the
// accepted bid); an amount the browser sends is only compared with it. Held money leaves escrow only by projects'
// decisions (app/escrow.hpp), never by a call of the client.
#include <cw/movable_clock.hpp>
#include "domain/intent_match.hpp"
#include "domain/payment.hpp"
#include "domain/subscription.hpp"
#include "payments/provider.hpp"
#include "store/payment_store.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/errors.hpp>
#include <cw/idempotency.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>

namespace billing {

struct PlanPurchase {
  PaymentKind kind = PaymentKind::subscription;  // subscription (renews) or plan_period (one period)
  std::string plan;
  std::string cycle;
  std::optional<std::int64_t> amount_cents;  // what the page showed, when it sent it
  // A renewing plan starts with the free trial when the member may have one (domain trial_applies); false: the member
  // asked to pay at once.
  bool free_trial = true;
};

struct StagePurchase {
  std::int64_t project_id = 0;
  Stage stage = Stage::down_payment;
  std::int64_t amount_cents = 0;  // what the page showed
};

struct FeePurchase {
  std::string track;
  std::optional<std::int64_t> amount_cents;  // what the page showed, when it sent it
};

// What the provider says of a renewal it could not charge.
struct RenewalFailure {
  std::string reason;  // what the member reads
  std::int64_t attempt_count = 1;
  std::optional<std::string> next_attempt_at;  // ISO-8601 UTC; none: the provider will not try again
};

class Payments {
 public:
  Payments(cw::db::Pool& db, payments::Provider& provider, const cw::MovableClock& clock,
           std::optional<std::string> publishable_key)
      : db_(db), provider_(provider), clock_(clock), publishable_key_(std::move(publishable_key)) {}

  // {provider, publishableKey}: what the web app's payment form talks to.
  nlohmann::json config() const;
  // An intent for a plan (get-or-create: an unpaid one for the same plan and cycle is given again).
  nlohmann::json buy_plan(const cw::Caller& caller, const PlanPurchase& purchase,
                          const std::optional<cw::idempotency::Key>& key);
  // An intent for a project stage (one per stage, in order, by the project's client only).
  nlohmann::json pay_stage(const cw::Caller& caller, const StagePurchase& purchase,
                           const std::optional<cw::idempotency::Key>& key);
  // An intent for the fee of one attempt at a certification track (engineers only; get-or-create: an unpaid one for
  // the same track is given again). The amount is the fee table's.
  nlohmann::json pay_certification_fee(const cw::Caller& caller, const FeePurchase& purchase,
                                       const std::optional<cw::idempotency::Key>& key);
  // The test provider's confirm of an intent with a card (402 with the provider's message when declined; 409 when
  // the intent no longer matches the payer's state, which is then cancelled and nothing is charged).
  nlohmann::json confirm_card(const cw::Caller& caller, const std::string& client_secret, const Card& card);
  // The test provider's authentication step of a card that requires it (409 like a confirm for an outdated intent).
  nlohmann::json authenticate(const cw::Caller& caller, const std::string& client_secret, bool approve);
  // One of the caller's payments.
  nlohmann::json payment(const cw::Caller& caller, const std::string& intent_id);
  // A project's three stages and where their money is (its client, its engineer, admins).
  nlohmann::json project_payments(const cw::Caller& caller, std::int64_t project_id);

  // The payment of this intent, its row locked (nullopt when there is none). A plan's payer's subscription is locked
  // first (a fee's and a stage's do not touch it; they are locked and read in one statement): every change of a plan
  // (buying, the sweep, a success cancelling the payer's other intents) locks the subscription before payment rows,
  // so two confirms or webhooks of one member at once wait instead of deadlocking.
  std::optional<Payment> lock_payment(pqxx::work& tx, const std::string& intent_id);

  // The provider says the intent succeeded (the test provider's confirm, a webhook): recorded once, with its
  // ledger transfer, its events and, for a plan, the member's new subscription (the member's other unpaid plan
  // intents, made outdated by it, are cancelled). An intent whose plan or stage no longer fits the payer's state is
  // recorded succeeded with the reason (payments.stale_reason), its money owed back (kRefundsDueAccount) and logged;
  // what it pays for is not applied and no payment.succeeded goes out. A stage's older intent paid while a newer
  // one is unpaid pays the stage (the newer one is cancelled).
  // known: the payer's state as the caller read it in this transaction (a confirm checked it a moment ago).
  void succeed(pqxx::work& tx, const Payment& payment, const store::CardSeen& card,
               std::optional<PayerState> known = std::nullopt);
  // The card was declined (reason: what the payer reads) or the payment waits for the payer to authenticate it
  // (requires_action): the attempt recorded and payment.failed published, in the caller's transaction.
  void fail(pqxx::work& tx, const Payment& payment, const std::string& status, const std::optional<std::string>& reason,
            const store::CardSeen& card);
  // The provider renewed a subscription for another period (the test provider by itself at the period's end; Stripe
  // tells it with invoice.paid): a succeeded plan payment under this intent id (made up when empty).
  // A retry of an invoice that failed before makes its failed payment succeed; a renewal applied already is not
  // applied again.
  void renew(pqxx::work& tx, std::int64_t user_id, const Subscription& current, std::string intent_id = "");
  // The provider could not charge a renewal (Stripe's invoice.payment_failed): a failed plan payment under this
  // intent id, with the reason, in the member's payments (the same row for each failed attempt of one invoice), and
  // subscription.renewal_failed published (not payment.failed). Nothing when the invoice's renewal succeeded already.
  void fail_renewal(pqxx::work& tx, std::int64_t user_id, const Subscription& current, const std::string& intent_id,
                    const RenewalFailure& failure);

  // Finishes payments left being made (a crash between asking the provider and recording its answer, a provider
  // that could not be reached) for longer than a few seconds: asks the provider again with the same key and records
  // its intent. Returns how many were finished. Run by the periodic sweep.
  int finish_intents_being_made();

 private:
  // What the first transaction of an intent request decided: the answer, or a payment whose intent is still to be
  // asked of the provider (outside any transaction), with the payer's customer at the provider when known.
  struct Decision {
    std::optional<nlohmann::json> answer;
    std::optional<Payment> to_make;
    std::optional<std::string> customer;
  };
  // The answer stored for this Idempotency-Key when its first request finished; claims the key otherwise.
  std::optional<nlohmann::json> stored_answer(pqxx::work& tx, const cw::Caller& caller,
                                              const std::optional<cw::idempotency::Key>& key);
  Decision answered(pqxx::work& tx, const cw::Caller& caller, const std::optional<cw::idempotency::Key>& key,
                    nlohmann::json body);
  // A new payment row being made (status creating, its provider key), or the one already being made; with the payer's
  // customer at the provider (read here, or as the caller read it).
  Decision to_make(pqxx::work& tx, Payment payment, const std::string& provider_key);
  Decision to_make(pqxx::work& tx, Payment payment, const std::string& provider_key,
                   std::optional<std::string> customer);
  // Steps two and three: the provider is asked with the payment's own idempotency key while no transaction is open
  // and no row is locked (in Stripe mode an HTTP call), then its intent is recorded on the payment.
  nlohmann::json make_intent(const cw::Caller& caller, const std::optional<cw::idempotency::Key>& key,
                             Decision decision);
  struct Asked {
    store::MadeIntent made;
    std::optional<std::string> new_customer;
  };
  Asked ask_provider(const Payment& payment, std::optional<std::string> customer);
  // Step three in one statement outside BEGIN/COMMIT: the provider's intent recorded on the payment being made with
  // the request's answer under its Idempotency-Key. nullopt (nothing written) when the payment is no longer being made.
  std::optional<nlohmann::json> record_answered(const cw::Caller& caller,
                                                const std::optional<cw::idempotency::Key>& key, const Payment& payment,
                                                const store::MadeIntent& made);
  // What the provider's recurring subscription charges each period: the payment's amount, or for a trial's setup of
  // nothing the plan's price (read outside any transaction, as the provider call is made).
  std::int64_t renewal_price(const Payment& payment);
  // Records what the provider answered on the payment (the answer of whichever request recorded first wins; a
  // different intent of the loser is cancelled at the provider). 409 when the payment was cancelled meanwhile.
  Payment record_asked(pqxx::work& tx, const Payment& payment, const Asked& asked);
  void cancel_at_provider(const std::string& intent_id, std::string_view why);
  // The payer's state an intent is checked against (locks the payer's subscription for a plan's intent).
  PayerState payer_state(pqxx::work& tx, const Payment& payment);
  // Marks the payment cancelled (billing accepts it no more) and, once the transaction has committed, cancels its
  // intent at the provider (a refusal or an unreachable provider is logged with `why`): never under a row lock.
  void cancel(pqxx::work& tx, const Payment& payment, std::string_view why);
  // A 409 for an intent that no longer matches the payer's state, cancelled at the provider, or nullopt.
  std::optional<cw::DomainError> refuse_if_stale(pqxx::work& tx, const Payment& payment, const PayerState& state);
  void cancel_other_plan_intents(pqxx::work& tx, const Payment& paid);
  // A trial's setup succeeded: the member's plan starts trialing (domain after_trial_start).
  void start_trial(pqxx::work& tx, const Payment& setup);
  // The payment row of a renewal of the member's current plan (status still to set), under this intent id (made up
  // when empty).
  Payment renewal(pqxx::work& tx, std::int64_t user_id, const Subscription& current, std::string intent_id);
  nlohmann::json stages_json(pqxx::transaction_base& tx, const ProjectPrice& price, const cw::Caller& caller);

  cw::db::Pool& db_;
  payments::Provider& provider_;
  const cw::MovableClock& clock_;
  std::optional<std::string> publishable_key_;
};

}  // namespace billing
