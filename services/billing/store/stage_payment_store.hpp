#pragma once
// The statements a stage payment runs at every create and confirm, each gathering in one round trip what used to take
// several: the create's key claim with the price lock, the create's checks, the intent recorded with its
// Idempotency-Key answer, the confirm's lock, the confirm's checks, and the success with its ledger transfer and its
// payment.succeeded (issue 26 item 7). All prepared once per connection, like every named query.
#include "domain/intent_match.hpp"
#include "domain/payment.hpp"
#include "store/payment_store.hpp"

#include <cw/db.hpp>
#include <cw/events/outbox.hpp>

#include <optional>
#include <string>
#include <vector>

namespace billing::store {

std::vector<cw::db::NamedQuery> stage_payment_queries();

// A request's Idempotency-Key as the store claims it.
struct KeyClaim {
  std::int64_t user_id = 0;
  std::string key;
  std::string request_hash;
};

// The create's first statement: claims the key (when there is one; a concurrent claim of the same key is waited for)
// and then, when the key is new or there is none, locks the project's price row until the transaction ends.
struct ClaimedPrice {
  bool key_claimed = false;           // false with a key: it was claimed before (its answer is to be read)
  bool price_locked = false;          // the lock was taken (price holds the row, or the project has no price)
  std::optional<ProjectPrice> price;  // the accepted bid, when locked and there is one
};
ClaimedPrice claim_key_and_lock_price(pqxx::transaction_base& tx, std::int64_t project_id,
                                      const std::optional<KeyClaim>& key);

// What the create of a stage's intent checks, read in one statement once the price row is locked (so that it sees
// every payment of the project committed before the lock): the stage's live payment, the stages' states, whether the
// project was closed, how many intents the stage had, the payer's customer at the provider.
struct StageToPay {
  std::optional<Payment> current;
  std::vector<StageStatus> stages;  // states only (paid, released, refunded, split): what the rules look at
  bool project_closed = false;
  std::int64_t intents_made = 0;
  std::optional<std::string> customer;
};
StageToPay stage_to_pay(pqxx::transaction_base& tx, const ProjectPrice& price, Stage stage, std::int64_t payer_id);

// Records the provider's intent on a payment still being made and, in the same statement, the request's answer under
// its Idempotency-Key (`answer`, saved only when the payment was recorded). Run alone it is one transaction without
// BEGIN and COMMIT. nullopt when the payment is no longer being made (recorded first by another request, cancelled).
std::optional<Payment> record_intent_answered(pqxx::transaction_base& tx, std::int64_t payment_id,
                                              const MadeIntent& made, const std::optional<KeyClaim>& key,
                                              const std::string& answer);

// The payment of this intent locked until the transaction ends, in one statement, when it is a stage's or a fee's
// (nullopt for a plan's, whose payer's subscription must be locked first, and for an unknown intent).
std::optional<Payment> lock_payment_unless_plan(pqxx::transaction_base& tx, const std::string& intent_id);

// A stage intent's payer state (domain intent_match): the project's price, its stages' states, the stage's live intent
// and whether the project was closed, in one statement.
PayerState stage_payer_state(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage);

// A stage payment succeeded: the payment marked succeeded (with its card), the ledger transfer of its money between
// the two accounts with its two entries, and its payment.succeeded in the outbox, in one statement. False (nothing
// written) when the payment had succeeded already.
bool record_stage_paid(pqxx::transaction_base& tx, const Payment& payment, const CardSeen& card,
                       const std::string& from_account, const std::string& to_account,
                       const cw::events::OutboxRow& succeeded);

}  // namespace billing::store
