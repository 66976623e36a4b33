#include "app/payments.hpp"

#include "app/escrow.hpp"
#include "app/subscription_changes.hpp"
#include "app/views.hpp"
#include "domain/intent_match.hpp"
#include "domain/stage_payment.hpp"
#include "payments/test_provider.hpp"
#include "store/fee_store.hpp"
#include "store/stage_payment_store.hpp"
#include "store/subscription_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/money.hpp>
#include <cw/json_optional.hpp>
#include <cw/log.hpp>
#include <cw/random.hpp>

#include <sodium.h>

#include <ctime>

namespace billing {

namespace {

void ensure_payer(const cw::Caller& caller) {
  if (caller.is(cw::Role::admin)) throw cw::forbidden("Admins do not buy plans or pay for projects.");
}

std::string plan_description(const Plan& plan, PaymentKind kind, const std::string& cycle) {
  if (kind == PaymentKind::plan_period) {
    return "CabinetWorks " + plan.name + ", one " + (cycle == "yearly" ? "year" : "month");
  }
  return "CabinetWorks " + plan.name + ", billed " + cycle;
}

std::string trial_description(const Plan& plan, const std::string& cycle) {
  return plan_description(plan, PaymentKind::subscription, cycle) + ": " + std::to_string(kTrialDays) +
         " days free, then " + cw::Money::from_cents(price_cents(plan, cycle)).display() + " per " +
         (cycle == "yearly" ? "year" : "month");
}

std::string stage_description(Stage stage, std::int64_t project_id) {
  return stage_label(stage) + " (" + std::to_string(stage_percent(stage)) + "%) of project #" +
         std::to_string(project_id);
}

cw::events::PaymentSucceeded succeeded_event(const Payment& payment, bool escrow) {
  return {payment.intent_id, payment.payer_id, to_string(payment.kind), payment.project_id, payment.stage,
          cw::Money::from_cents(payment.amount_cents), payment.currency, cw::events::utc_now_iso(), escrow};
}

// A stage's money goes into the project's escrow; on a project accepted without escrow it goes on to the engineer
// at once (stage.released of the whole stage), in the same transaction, so nothing of it is ever held. The price is
// the one the confirm read (prices are written once, when the bid is accepted). The payment marked succeeded, its
// transfer and its payment.succeeded are one statement; nothing when the payment had succeeded already.
void record_stage_paid(pqxx::work& tx, const Payment& payment, const store::CardSeen& card,
                       const std::optional<ProjectPrice>& price) {
  const bool escrow = !price || price->escrow;
  if (!store::record_stage_paid(tx, payment, card, client_account(payment.payer_id),
                                escrow_account(*payment.project_id),
                                cw::events::outbox_row(succeeded_event(payment, escrow)))) {
    return;
  }
  // The relay is not woken for it: nobody waits for it in a request (the payer has the confirm's answer, the stage view
  // reads billing), and at 100 payments a second a wake-up per payment made batches of 2.4 rows (a read and a delete
  // each). It goes at the relay's next sweep (within OutboxRelay::kSweep), with the other payments' of that time.
  if (escrow) return;
  settle_stage(tx, StageSettlement{price->project_id, price->client_id, price->engineer_id, *payment.stage,
                                   kWholeShare, "direct payment " + payment.intent_id});
}

// A fee is the platform's revenue at once; auth gives the payer one attempt at its track (certification.fee_paid).
void record_fee_paid(pqxx::work& tx, const Payment& payment) {
  store::record_transfer(tx, store::TransferKind::payment, payment.id, client_account(payment.payer_id),
                         kRevenueAccount, payment.amount_cents);
  const auto paid_at = cw::events::utc_now_iso();
  cw::events::publish(tx, succeeded_event(payment, false));
  cw::events::publish(tx, cw::events::CertificationFeePaid{payment.intent_id, payment.payer_id, *payment.track,
                                                           cw::Money::from_cents(payment.amount_cents), paid_at});
}

// Today's year and month by the clock (UTC), for a card's expiry.
std::pair<int, int> year_and_month(Clock::time_point now) {
  const auto seconds = Clock::to_time_t(now);
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  return {tm.tm_year + 1900, tm.tm_mon + 1};
}

}  // namespace

std::optional<Payment> Payments::lock_payment(pqxx::work& tx, const std::string& intent_id) {
  // A stage's or a fee's payment: locked and read in one statement. A plan's (or none): its kind is read first.
  if (auto locked = store::lock_payment_unless_plan(tx, intent_id)) return locked;
  const auto seen = store::find_payment(tx, intent_id);
  if (!seen) return std::nullopt;
  if (is_plan_kind(seen->kind)) store::lock_subscription(tx, seen->payer_id);
  return store::lock_payment(tx, intent_id);
}

namespace {

// The payer's payment of this client secret, locked; 404 for anyone else or a secret that does not match.
Payment payer_payment(Payments& use_cases, pqxx::work& tx, const cw::Caller& caller, const std::string& client_secret) {
  const auto intent_id = payments::intent_of_client_secret(client_secret);
  auto payment = intent_id.empty() ? std::nullopt : use_cases.lock_payment(tx, intent_id);
  if (!payment || payment->payer_id != caller.user_id || payment->client_secret.size() != client_secret.size() ||
      sodium_memcmp(payment->client_secret.data(), client_secret.data(), client_secret.size()) != 0) {
    throw cw::not_found("Payment not found");
  }
  return *payment;
}

// The outcome of a confirm, known inside the transaction and answered after it committed (a decline is recorded
// on the payment, then answered 402).
struct Attempt {
  nlohmann::json body;
  std::optional<cw::DomainError> refusal;
};

nlohmann::json answer(Attempt attempt) {
  if (attempt.refusal) throw *attempt.refusal;
  return std::move(attempt.body);
}

}  // namespace

nlohmann::json Payments::config() const {
  return {{"provider", provider_.name()},
          {"publishableKey", cw::optional_json(publishable_key_)}};
}

namespace {

// The answer stored for a key claimed before, when its request finished; 409 when it named another request.
std::optional<nlohmann::json> finished_answer(const store::StoredAnswer& stored, const cw::idempotency::Key& key) {
  cw::idempotency::ensure_same_request(stored.request_hash, key.request_hash);
  auto body = nlohmann::json::parse(stored.body, nullptr, false);
  // Not finished (its provider call is under way, or it died in it): this request goes the same way, which finds the
  // payment it was making and asks the provider with the same key.
  if (body.is_discarded()) return std::nullopt;
  return body;
}

std::optional<store::KeyClaim> key_claim(const cw::Caller& caller, const std::optional<cw::idempotency::Key>& key) {
  if (!key) return std::nullopt;
  return store::KeyClaim{caller.user_id, key->key, key->request_hash};
}

}  // namespace

std::optional<nlohmann::json> Payments::stored_answer(pqxx::work& tx, const cw::Caller& caller,
                                                     const std::optional<cw::idempotency::Key>& key) {
  if (!key) return std::nullopt;
  auto stored = store::claim_idempotency_key(tx, caller.user_id, key->key, key->request_hash);
  if (!stored) return std::nullopt;
  return finished_answer(*stored, *key);
}

Payments::Decision Payments::answered(pqxx::work& tx, const cw::Caller& caller,
                                      const std::optional<cw::idempotency::Key>& key, nlohmann::json body) {
  if (key) store::save_idempotent_answer(tx, caller.user_id, key->key, 200, body.dump());
  return {std::move(body), std::nullopt, std::nullopt};
}

Payments::Decision Payments::to_make(pqxx::work& tx, Payment payment, const std::string& provider_key) {
  const auto customer = store::provider_customer(tx, payment.payer_id);
  return to_make(tx, std::move(payment), provider_key, customer);
}

Payments::Decision Payments::to_make(pqxx::work& tx, Payment payment, const std::string& provider_key,
                                     std::optional<std::string> customer) {
  if (payment.id == 0) {
    payment.status = "creating";
    payment.provider_key = provider_key;
    payment = store::insert_payment(tx, payment, std::nullopt);
  }
  return {std::nullopt, std::move(payment), std::move(customer)};
}

std::int64_t Payments::renewal_price(const Payment& payment) {
  // A trial's payment is of nothing: the provider's subscription is priced as the plan, charged after the trial.
  if (!is_trial_setup(payment)) return payment.amount_cents;
  return db_.read([&](pqxx::nontransaction& tx) {
    return price_cents(plan_by_id(tx, *payment.plan), *payment.billing_cycle);
  });
}

Payments::Asked Payments::ask_provider(const Payment& payment, std::optional<std::string> customer) {
  Asked asked;
  const auto& provider_key = payment.provider_key.value_or("cw-payment-" + std::to_string(payment.id));
  payments::Intent intent;
  try {
    if (payment.kind == PaymentKind::subscription) {
      if (!customer) {
        customer = provider_.create_customer({payment.payer_id, "cw-customer-" + std::to_string(payment.payer_id)});
        asked.new_customer = customer;
      }
      const auto interval = *payment.billing_cycle == "yearly" ? "year" : "month";
      auto subscription = provider_.create_subscription(
          {*customer, payment.description, renewal_price(payment), interval, provider_key,
           {{"payer_id", std::to_string(payment.payer_id)}, {"plan", *payment.plan}},
           is_trial_setup(payment) ? std::optional(kTrialDays) : std::nullopt});
      asked.made.provider_subscription_id = subscription.id;
      intent = subscription.first_payment;
    } else {
      payments::Metadata metadata{{"payer_id", std::to_string(payment.payer_id)}, {"kind", to_string(payment.kind)}};
      if (payment.project_id) metadata.emplace_back("project_id", std::to_string(*payment.project_id));
      if (payment.track) metadata.emplace_back("track", *payment.track);
      intent = provider_.create_intent(
          {payment.amount_cents, payment.currency, payment.description, provider_key, metadata, customer});
    }
  } catch (const payments::ProviderError& error) {
    // The provider's words are for operators (they never carry a key: the adapter redacts it), not for the payer.
    // The payment stays being made: the payer's next request, or the sweep, asks again with the same key.
    cw::log::warn("payment provider refused or unreachable", {{"provider", provider_.name()}, {"error", error.what()}});
    throw cw::unavailable("The payment provider could not be reached. Please try again in a moment.");
  }
  asked.made.intent_id = intent.id;
  asked.made.client_secret = intent.client_secret;
  asked.made.status = intent.status == "succeeded" ? "requires_payment_method" : intent.status;
  return asked;
}

Payment Payments::record_asked(pqxx::work& tx, const Payment& payment, const Asked& asked) {
  if (asked.new_customer) store::save_provider_customer(tx, payment.payer_id, *asked.new_customer);
  if (auto recorded = store::record_intent(tx, payment.id, asked.made)) return *recorded;
  // Another request, or the sweep, recorded its answer first (the same intent, from a provider that honours the key),
  // or the payment was cancelled meanwhile.
  auto current = store::find_payment_by_id(tx, payment.id);
  if (current && current->intent_id != asked.made.intent_id) {
    cw::db::after_commit([this, intent = asked.made.intent_id] { cancel_at_provider(intent, "made twice"); });
  }
  if (!current || current->status == "canceled") {
    throw cw::conflict("This payment was replaced while it was being prepared. Please start it again.",
                       kStaleIntentCode);
  }
  return *current;
}

std::optional<nlohmann::json> Payments::record_answered(const cw::Caller& caller,
                                                      const std::optional<cw::idempotency::Key>& key,
                                                      const Payment& payment, const store::MadeIntent& made) {
  auto expected = payment;
  expected.intent_id = made.intent_id;
  expected.client_secret = made.client_secret;
  expected.status = made.status;
  const auto body = intent_json(expected);
  const auto claim = key_claim(caller, key);
  const auto recorded = db_.single_statement([&](pqxx::nontransaction& tx) {
    return store::record_intent_answered(tx, payment.id, made, claim, body.dump());
  });
  if (!recorded) return std::nullopt;
  auto answer = intent_json(*recorded);
  // The row as recorded is the answer; it is the one expected unless the payment changed meanwhile in a way its
  // answer shows (then the key's stored answer is made the same).
  if (key && answer != body) {
    db_.single_statement([&](pqxx::nontransaction& tx) {
      store::save_idempotent_answer(tx, caller.user_id, key->key, 200, answer.dump());
    });
  }
  return answer;
}

nlohmann::json Payments::make_intent(const cw::Caller& caller, const std::optional<cw::idempotency::Key>& key,
                                     Decision decision) {
  if (decision.answer) return std::move(*decision.answer);
  const auto asked = ask_provider(*decision.to_make, decision.customer);
  // The usual case, one statement: the intent recorded with the key's answer. A new customer at the provider is
  // saved with them in a transaction, as is the answer of a payment recorded meanwhile by another request.
  if (!asked.new_customer) {
    if (auto answer = record_answered(caller, key, *decision.to_make, asked.made)) return std::move(*answer);
  }
  return db_.with_transaction([&](pqxx::work& tx) {
    return *answered(tx, caller, key, intent_json(record_asked(tx, *decision.to_make, asked))).answer;
  });
}

int Payments::finish_intents_being_made() {
  constexpr int kAfterSeconds = 30;
  constexpr int kAtOnce = 50;
  const auto waiting = db_.read([&](pqxx::nontransaction& tx) {
    std::vector<std::pair<Payment, std::optional<std::string>>> found;
    for (auto& payment : store::payments_being_made(tx, kAfterSeconds, kAtOnce)) {
      auto customer = store::provider_customer(tx, payment.payer_id);
      found.emplace_back(std::move(payment), std::move(customer));
    }
    return found;
  });
  int finished = 0;
  for (const auto& [payment, customer] : waiting) {
    try {
      const auto asked = ask_provider(payment, customer);
      db_.with_transaction([&](pqxx::work& tx) { record_asked(tx, payment, asked); });
      ++finished;
    } catch (const std::exception& e) {
      cw::log::warn("a payment being made could not be finished yet", {{"paymentId", payment.id}, {"error", e.what()}});
    }
  }
  return finished;
}

nlohmann::json Payments::buy_plan(const cw::Caller& caller, const PlanPurchase& purchase,
                                  const std::optional<cw::idempotency::Key>& key) {
  ensure_payer(caller);
  return make_intent(caller, key, db_.with_transaction([&](pqxx::work& tx) -> Decision {
    if (auto stored = stored_answer(tx, caller, key)) return {std::move(stored), std::nullopt, std::nullopt};
    if (!is_paid_plan(purchase.plan)) throw cw::invalid("Choose the Professional or the Enterprise plan.");
    if (!is_cycle(purchase.cycle)) throw cw::invalid("billingCycle must be monthly or yearly.");
    const auto plan = plan_by_id(tx, purchase.plan);
    const auto price = price_cents(plan, purchase.cycle);
    if (purchase.amount_cents && *purchase.amount_cents != price) {
      throw cw::invalid("The amount does not match the price of the " + plan.name + " plan, billed " +
                        purchase.cycle + " (" + cw::Money::from_cents(price).display() + ").");
    }
    const auto current = store::lock_subscription(tx, caller.user_id);
    if (auto why = why_not_buy(current, plan, purchase.cycle)) throw cw::conflict(*why, "already_subscribed");
    const bool trial = purchase.kind == PaymentKind::subscription && purchase.free_trial &&
                       trial_applies(current, store::had_plan(tx, caller.user_id));
    auto provider_key = "cw-plan-" + std::to_string(caller.user_id) + "-" + plan.id + "-" + purchase.cycle + "-v" +
                        std::to_string(current.version) + "-" + to_string(purchase.kind) + (trial ? "-trial" : "");
    if (auto open = store::find_open_plan_payment(tx, caller.user_id, purchase.kind, plan.id, purchase.cycle)) {
      // The open intent is given again only when it is still right, the trial's or the charge's as asked.
      if (!why_intent_stale(*open, {current, {}, std::nullopt}) && is_trial_setup(*open) == trial) {
        if (open->status == "creating") return to_make(tx, *open, provider_key);
        return answered(tx, caller, key, intent_json(*open));
      }
      // Made for an older state of the subscription: a new intent replaces it, and nobody can pay it any more.
      cancel(tx, *open, "replaced by a new intent");
      provider_key += "-after-" + std::to_string(open->id);
    }
    Payment payment;
    payment.payer_id = caller.user_id;
    payment.kind = purchase.kind;
    payment.plan = plan.id;
    payment.billing_cycle = purchase.cycle;
    payment.based_on_version = current.version;
    payment.amount_cents = trial ? 0 : price;
    payment.description = trial ? trial_description(plan, purchase.cycle)
                                : plan_description(plan, purchase.kind, purchase.cycle);
    return to_make(tx, payment, provider_key);
  }));
}

nlohmann::json Payments::pay_stage(const cw::Caller& caller, const StagePurchase& purchase,
                                   const std::optional<cw::idempotency::Key>& key) {
  ensure_payer(caller);
  return make_intent(caller, key, db_.with_transaction([&](pqxx::work& tx) -> Decision {
    // Two statements decide: the key's claim with the price row's lock (payments of one project wait for each other
    // here), then, seeing every payment committed before the lock, what the rules check.
    auto claimed = store::claim_key_and_lock_price(tx, purchase.project_id, key_claim(caller, key));
    if (key && !claimed.key_claimed) {
      auto stored = finished_answer(store::stored_idempotency_answer(tx, caller.user_id, key->key), *key);
      if (stored) return {std::move(stored), std::nullopt, std::nullopt};
    }
    if (!claimed.price_locked) claimed.price = store::lock_project_price(tx, purchase.project_id);
    StagePaymentAsked asked;
    asked.payer_id = caller.user_id;
    asked.stage = purchase.stage;
    asked.amount_cents = purchase.amount_cents;
    asked.price = claimed.price;
    store::StageToPay facts;
    if (asked.price) {
      facts = store::stage_to_pay(tx, *asked.price, purchase.stage, caller.user_id);
      if (facts.current) asked.current_status = facts.current->status;
      asked.stages = facts.stages;
      asked.project_closed = facts.project_closed;
    } else {
      asked.project_known = store::project_known(tx, purchase.project_id);
    }
    const auto decision = decide_stage_payment(asked);
    if (decision.refusal) throw *decision.refusal;
    // A stage whose intent was cancelled gets a new one: the provider must not answer with the cancelled one.
    auto provider_key = "cw-stage-" + std::to_string(purchase.project_id) + "-" + to_string(purchase.stage);
    if (facts.current) {
      if (facts.current->status == "creating") return to_make(tx, *facts.current, provider_key, facts.customer);
      return answered(tx, caller, key, intent_json(*facts.current));
    }
    if (facts.intents_made > 0) provider_key += "-" + std::to_string(facts.intents_made + 1);
    Payment payment;
    payment.payer_id = caller.user_id;
    payment.kind = PaymentKind::project_stage;
    payment.project_id = purchase.project_id;
    payment.stage = purchase.stage;
    payment.amount_cents = decision.amount_cents;
    payment.description = stage_description(purchase.stage, purchase.project_id);
    return to_make(tx, payment, provider_key, facts.customer);
  }));
}

nlohmann::json Payments::pay_certification_fee(const cw::Caller& caller, const FeePurchase& purchase,
                                              const std::optional<cw::idempotency::Key>& key) {
  if (!caller.is(cw::Role::engineer)) throw cw::forbidden("Only engineers pay for certification attempts.");
  return make_intent(caller, key, db_.with_transaction([&](pqxx::work& tx) -> Decision {
    if (auto stored = stored_answer(tx, caller, key)) return {std::move(stored), std::nullopt, std::nullopt};
    const auto fee = store::find_certification_fee(tx, purchase.track);
    if (!fee) throw cw::invalid("Unknown certification track");
    if (purchase.amount_cents && *purchase.amount_cents != fee->amount_cents) {
      throw cw::invalid("The amount does not match the fee of the " + fee->title + " attempt (" +
                        cw::Money::from_cents(fee->amount_cents).display() + ").");
    }
    if (auto open = store::find_open_fee_payment(tx, caller.user_id, fee->track)) {
      const auto provider_key = open->provider_key.value_or("cw-payment-" + std::to_string(open->id));
      if (open->status == "creating") return to_make(tx, *open, provider_key);
      return answered(tx, caller, key, intent_json(*open));
    }
    // Each fee is an attempt of its own: the n-th intent of a member's track has its own key at the provider.
    const auto provider_key = "cw-fee-" + std::to_string(caller.user_id) + "-" + fee->track + "-" +
                              std::to_string(store::fee_intents_made(tx, caller.user_id, fee->track) + 1);
    Payment payment;
    payment.payer_id = caller.user_id;
    payment.kind = PaymentKind::certification_fee;
    payment.track = fee->track;
    payment.amount_cents = fee->amount_cents;
    payment.currency = fee->currency;
    payment.description = fee_description(*fee);
    return to_make(tx, payment, provider_key);
  }));
}

nlohmann::json Payments::confirm_card(const cw::Caller& caller, const std::string& client_secret, const Card& card) {
  if (provider_.name() != "test") {
    throw cw::conflict("Cards are confirmed with Stripe in this deployment, not by CabinetWorks.");
  }
  return answer(db_.with_transaction([&](pqxx::work& tx) -> Attempt {
    auto payment = payer_payment(*this, tx, caller, client_secret);
    if (payment.status == "succeeded") return {confirm_json(payment.intent_id, "succeeded"), std::nullopt};
    // Read once: the success below applies what it checked (the payment's row and, for a plan, the subscription are
    // locked).
    auto state = payer_state(tx, payment);
    if (auto refusal = refuse_if_stale(tx, payment, state)) return {{}, std::move(refusal)};
    const auto [year, month] = year_and_month(clock_.now());
    const auto outcome = test_card_outcome(card, year, month);
    const store::CardSeen seen{outcome.brand.empty() ? std::nullopt : std::optional(outcome.brand),
                               outcome.last4.empty() ? std::nullopt : std::optional(outcome.last4)};
    switch (outcome.kind) {
      case CardOutcome::Kind::invalid:
        return {{}, cw::invalid(outcome.message)};
      case CardOutcome::Kind::declined:
        fail(tx, payment, "requires_payment_method", outcome.message, seen);
        return {{}, cw::payment_failed(outcome.message, outcome.code)};
      case CardOutcome::Kind::requires_action:
        fail(tx, payment, "requires_action", std::nullopt, seen);
        return {confirm_json(payment.intent_id, "requires_action"), std::nullopt};
      case CardOutcome::Kind::succeeded:
        succeed(tx, payment, seen, std::move(state));
        return {confirm_json(payment.intent_id, "succeeded"), std::nullopt};
    }
    return {{}, cw::invalid("Your card number is incorrect.")};
  }));
}

void Payments::fail(pqxx::work& tx, const Payment& payment, const std::string& status,
                    const std::optional<std::string>& reason, const store::CardSeen& card) {
  store::save_payment_attempt(tx, payment.id, status, reason, card);
  cw::events::publish(tx, cw::events::PaymentFailed{payment.intent_id, payment.payer_id, to_string(payment.kind),
                                                    payment.project_id, payment.stage,
                                                    cw::Money::from_cents(payment.amount_cents),
                                                    status == "requires_action", reason.value_or(""),
                                                    cw::events::utc_now_iso()});
}

nlohmann::json Payments::authenticate(const cw::Caller& caller, const std::string& client_secret, bool approve) {
  if (provider_.name() != "test") {
    throw cw::conflict("Cards are confirmed with Stripe in this deployment, not by CabinetWorks.");
  }
  return answer(db_.with_transaction([&](pqxx::work& tx) -> Attempt {
    auto payment = payer_payment(*this, tx, caller, client_secret);
    if (payment.status == "succeeded") return {confirm_json(payment.intent_id, "succeeded"), std::nullopt};
    // Read once: the success below applies what it checked (the payment's row and, for a plan, the subscription are
    // locked).
    auto state = payer_state(tx, payment);
    if (auto refusal = refuse_if_stale(tx, payment, state)) return {{}, std::move(refusal)};
    if (payment.status != "requires_action") {
      return {{}, cw::conflict("This payment has no authentication step pending: confirm it with a card first.")};
    }
    if (!approve) {
      fail(tx, payment, "requires_payment_method", std::string(kAuthenticationFailed), {});
      return {{}, cw::payment_failed(kAuthenticationFailed, "payment_intent_authentication_failure")};
    }
    succeed(tx, payment, {}, std::move(state));
    return {confirm_json(payment.intent_id, "succeeded"), std::nullopt};
  }));
}

nlohmann::json Payments::payment(const cw::Caller& caller, const std::string& intent_id) {
  auto payment = db_.read([&](pqxx::nontransaction& tx) { return store::find_payment(tx, intent_id); });
  if (!payment || payment->payer_id != caller.user_id) throw cw::not_found("Payment not found");
  return payment_json(*payment);
}

nlohmann::json Payments::stages_json(pqxx::transaction_base& tx, const ProjectPrice& price, const cw::Caller& caller) {
  return project_payments_json(price, store::stage_statuses(tx, price), caller.user_id == price.client_id);
}

nlohmann::json Payments::project_payments(const cw::Caller& caller, std::int64_t project_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    auto price = store::find_project_price(tx, project_id);
    if (!price) {
      throw cw::not_found(store::project_known(tx, project_id)
                              ? "This project has no accepted bid yet: its payments open once a bid is accepted."
                              : "Project not found");
    }
    if (!caller.is(cw::Role::admin) && caller.user_id != price->client_id && caller.user_id != price->engineer_id) {
      throw cw::forbidden("Only the project's client and its engineer can see its payments.");
    }
    return stages_json(tx, *price, caller);
  });
}

PayerState Payments::payer_state(pqxx::work& tx, const Payment& payment) {
  PayerState state;
  if (payment.kind == PaymentKind::certification_fee) {
    state.fee_track_sold = payment.track && store::find_certification_fee(tx, *payment.track).has_value();
    state.payer_deleted = store::member_deleted(tx, payment.payer_id);
    return state;
  }
  if (payment.kind != PaymentKind::project_stage) {
    state.subscription = store::lock_subscription(tx, payment.payer_id);
    return state;
  }
  if (!payment.project_id || !payment.stage) return state;
  return store::stage_payer_state(tx, *payment.project_id, *payment.stage);
}

void Payments::cancel(pqxx::work& tx, const Payment& payment, std::string_view why) {
  store::mark_canceled(tx, payment.id);
  if (payment.intent_id.empty()) return;  // still being made: its request finds it cancelled and cancels its intent
  cw::db::after_commit([this, intent = payment.intent_id, why = std::string(why)] { cancel_at_provider(intent, why); });
}

void Payments::cancel_at_provider(const std::string& intent_id, std::string_view why) {
  try {
    provider_.cancel_intent(intent_id, "cw-cancel-" + intent_id);
  } catch (const payments::ProviderError& error) {
    // Billing refuses it from now on all the same (a confirm is 409), and a success the provider reports for it
    // anyway is recorded without its plan change; an operator sees this line. (Stripe will not cancel the intent
    // of a subscription's invoice, for one.) A crash before this call leaves it open at the provider likewise.
    cw::log::warn("payment provider could not cancel an intent billing no longer accepts",
                  {{"provider", provider_.name()}, {"paymentIntentId", intent_id}, {"why", std::string(why)},
                   {"error", error.what()}});
  }
}

std::optional<cw::DomainError> Payments::refuse_if_stale(pqxx::work& tx, const Payment& payment,
                                                         const PayerState& state) {
  auto why = why_intent_stale(payment, state);
  if (!why) return std::nullopt;
  // It can never match again (a subscription's version only grows, a paid stage stays paid): nobody may pay it.
  if (payment.status != "canceled") cancel(tx, payment, "outdated at its confirm");
  return cw::conflict(*why + " This payment was not charged.", kStaleIntentCode);
}

void Payments::cancel_other_plan_intents(pqxx::work& tx, const Payment& paid) {
  for (const auto& open : store::open_plan_payments(tx, paid.payer_id)) {
    if (open.id != paid.id) cancel(tx, open, "outdated by another plan payment");
  }
}

void Payments::succeed(pqxx::work& tx, const Payment& payment, const store::CardSeen& card,
                       std::optional<PayerState> known) {
  if (payment.status == "succeeded") return;
  auto state = known ? std::move(*known) : payer_state(tx, payment);
  if (payment.kind == PaymentKind::project_stage && state.stage_intent_id &&
      *state.stage_intent_id != payment.intent_id) {
    // The provider took this intent's money after a newer one replaced it. While the newer one is unpaid, this
    // money pays the stage and the newer intent goes.
    if (auto newer = store::lock_payment(tx, *state.stage_intent_id); newer && newer->status != "succeeded") {
      cancel(tx, *newer, "its stage was paid with an older intent");
      state = payer_state(tx, payment);
    }
  }
  // The provider has the last word on money: a success is recorded whatever billing thought of the intent. What it
  // pays for is applied only when it still fits the payer's state.
  if (auto outdated = why_intent_outdated(payment, state)) {
    // Written first: a stage's stale success is not the stage's payment (the one-per-stage index leaves it out).
    store::save_stale_reason(tx, payment.id, *outdated);
    store::mark_succeeded(tx, payment.id, card);
    // A trial's setup moved no money: nothing is owed back.
    if (payment.amount_cents > 0) {
      store::record_transfer(tx, store::TransferKind::payment, payment.id, client_account(payment.payer_id),
                             kRefundsDueAccount, payment.amount_cents);
    }
    cw::log::warn("an outdated intent succeeded at the provider: its money is owed back, its change not applied",
                  {{"paymentIntentId", payment.intent_id}, {"payerId", payment.payer_id},
                   {"kind", to_string(payment.kind)}, {"reason", *outdated}});
    return;
  }
  if (payment.kind == PaymentKind::project_stage) {
    record_stage_paid(tx, payment, card, state.price);
    return;
  }
  if (!store::mark_succeeded(tx, payment.id, card)) return;
  if (payment.kind == PaymentKind::certification_fee) {
    record_fee_paid(tx, payment);
    return;
  }
  if (is_trial_setup(payment)) {
    start_trial(tx, payment);
    return;
  }
  store::save_succeeded_on_clock(tx, payment.id, clock_.now());
  store::record_transfer(tx, store::TransferKind::payment, payment.id, client_account(payment.payer_id),
                         kRevenueAccount, payment.amount_cents);
  cw::events::publish(tx, succeeded_event(payment, false));
  const auto current = store::lock_subscription(tx, payment.payer_id);
  auto next = after_payment(current, *payment.plan, *payment.billing_cycle,
                            payment.kind == PaymentKind::subscription, clock_.now());
  next.provider_subscription_id = store::payment_provider_subscription(tx, payment.id);
  change_subscription(tx, payment.payer_id, next);
  cancel_other_plan_intents(tx, payment);
}

void Payments::start_trial(pqxx::work& tx, const Payment& setup) {
  // The card is saved and nothing was charged: no ledger transfer, no payment.succeeded (its words are of money
  // paid); subscription.changed tells every service the plan's capabilities, which apply at once.
  const auto current = store::lock_subscription(tx, setup.payer_id);
  auto next = after_trial_start(current, *setup.plan, *setup.billing_cycle, clock_.now());
  next.provider_subscription_id = store::payment_provider_subscription(tx, setup.id);
  change_subscription(tx, setup.payer_id, next);
  cancel_other_plan_intents(tx, setup);
  cw::log::info("free trial started", {{"userId", setup.payer_id}, {"plan", *setup.plan}});
}

Payment Payments::renewal(pqxx::work& tx, std::int64_t user_id, const Subscription& current, std::string intent_id) {
  const auto plan = plan_by_id(tx, current.plan);
  Payment payment;
  payment.payer_id = user_id;
  payment.kind = PaymentKind::subscription;
  payment.plan = plan.id;
  payment.billing_cycle = current.billing_cycle;
  payment.based_on_version = current.version;
  payment.amount_cents = price_cents(plan, current.billing_cycle);
  payment.description = (is_trial(current) ? "First charge after the free trial: " : "Renewal: ") +
                        plan_description(plan, PaymentKind::subscription, current.billing_cycle);
  if (intent_id.empty()) intent_id = "pi_" + cw::random_hex(12);
  payment.intent_id = intent_id;
  payment.client_secret = intent_id + "_secret_" + cw::random_hex(16);
  return payment;
}

void Payments::renew(pqxx::work& tx, std::int64_t user_id, const Subscription& current, std::string intent_id) {
  if (!is_paid(current)) return;
  auto payment = renewal(tx, user_id, current, std::move(intent_id));
  payment.status = "processing";
  // The renewal is charged to the card the member saved; a renewal is a plan payment like the first one.
  if (auto made = store::record_renewal(tx, payment, current.provider_subscription_id)) succeed(tx, *made, {});
}

void Payments::fail_renewal(pqxx::work& tx, std::int64_t user_id, const Subscription& current,
                            const std::string& intent_id, const RenewalFailure& failure) {
  if (!is_paid(current)) return;
  auto payment = renewal(tx, user_id, current, intent_id);
  payment.status = "failed";
  payment.last_error = failure.reason;
  if (!store::record_renewal(tx, payment, current.provider_subscription_id)) return;
  if (is_trial(current)) {
    // The first charge after a trial failed: the trial is over all the same, and the plan goes on as a renewal that
    // failed does (the provider retries; its giving up ends the plan: customer.subscription.deleted).
    auto next = current;
    next.trial_end.reset();
    next.status = "active";
    ++next.version;
    change_subscription(tx, user_id, next);
  }
  // The member is told by this event alone: no payment.failed, whose words ask for another card on a form.
  cw::events::publish(tx, cw::events::SubscriptionRenewalFailed{
                              user_id, current.plan, current.billing_cycle,
                              cw::Money::from_cents(payment.amount_cents), failure.reason, failure.attempt_count,
                              failure.next_attempt_at, cw::events::utc_now_iso()});
}

}  // namespace billing
