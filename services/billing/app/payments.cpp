#include "app/payments.hpp"

#include "app/subscription_changes.hpp"
#include "app/views.hpp"
#include "domain/intent_match.hpp"
#include "payments/test_provider.hpp"
#include "store/subscription_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/log.hpp>
#include <cw/random.hpp>

#include <sodium.h>

#include <ctime>

namespace billing {

namespace {

void ensure_member(const cw::Caller& caller) {
  if (caller.is(cw::Role::admin)) throw cw::forbidden("Admins do not buy plans or pay for projects.");
}

std::string plan_description(const Plan& plan, PaymentKind kind, const std::string& cycle) {
  if (kind == PaymentKind::plan_period) {
    return "CabinetWorks " + plan.name + ", one " + (cycle == "yearly" ? "year" : "month");
  }
  return "CabinetWorks " + plan.name + ", billed " + cycle;
}

std::string stage_description(Stage stage, std::int64_t project_id) {
  return stage_label(stage) + " (" + std::to_string(stage_percent(stage)) + "%) of project #" +
         std::to_string(project_id);
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
  const auto seen = store::find_payment(tx, intent_id);
  if (!seen) return std::nullopt;
  if (seen->kind != PaymentKind::project_stage) store::lock_subscription(tx, seen->payer_id);
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
          {"publishableKey", publishable_key_ ? nlohmann::json(*publishable_key_) : nlohmann::json(nullptr)}};
}

nlohmann::json Payments::idempotent(pqxx::work& tx, const cw::Caller& caller,
                                    const std::optional<cw::idempotency::Key>& key,
                                    const std::function<nlohmann::json()>& answer_of) {
  if (!key) return answer_of();
  if (auto stored = store::claim_idempotency_key(tx, caller.user_id, key->key, key->request_hash)) {
    cw::idempotency::ensure_same_request(stored->request_hash, key->request_hash);
    auto body = nlohmann::json::parse(stored->body, nullptr, false);
    if (body.is_discarded()) throw cw::conflict("The first request with this Idempotency-Key did not finish.");
    return body;
  }
  auto body = answer_of();
  store::save_idempotent_answer(tx, caller.user_id, key->key, 200, body.dump());
  return body;
}

Payment Payments::new_payment(pqxx::work& tx, Payment payment, const std::string& provider_key) {
  std::optional<std::string> provider_subscription;
  payments::Intent intent;
  try {
    if (payment.kind == PaymentKind::subscription) {
      auto customer = store::provider_customer(tx, payment.payer_id);
      if (!customer) {
        customer = provider_.create_customer({payment.payer_id, "cw-customer-" + std::to_string(payment.payer_id)});
        store::save_provider_customer(tx, payment.payer_id, *customer);
      }
      auto subscription = provider_.create_subscription(
          {*customer, payment.description, payment.amount_cents, *payment.billing_cycle == "yearly" ? "year" : "month",
           provider_key, {{"payer_id", std::to_string(payment.payer_id)}, {"plan", *payment.plan}}});
      provider_subscription = subscription.id;
      intent = subscription.first_payment;
    } else {
      payments::Metadata metadata{{"payer_id", std::to_string(payment.payer_id)}, {"kind", to_string(payment.kind)}};
      if (payment.project_id) metadata.emplace_back("project_id", std::to_string(*payment.project_id));
      intent = provider_.create_intent({payment.amount_cents, payment.currency, payment.description, provider_key,
                                        metadata, store::provider_customer(tx, payment.payer_id)});
    }
  } catch (const payments::ProviderError& error) {
    // The provider's words are for operators (they never carry a key: the adapter redacts it), not for the payer.
    cw::log::warn("payment provider refused or unreachable", {{"provider", provider_.name()}, {"error", error.what()}});
    throw cw::unavailable("The payment provider could not be reached. Please try again in a moment.");
  }
  payment.intent_id = intent.id;
  payment.client_secret = intent.client_secret;
  payment.status = intent.status == "succeeded" ? "requires_payment_method" : intent.status;
  return store::insert_payment(tx, payment, provider_subscription);
}

nlohmann::json Payments::buy_plan(const cw::Caller& caller, const PlanPurchase& purchase,
                                  const std::optional<cw::idempotency::Key>& key) {
  ensure_member(caller);
  return db_.with_transaction([&](pqxx::work& tx) {
    return idempotent(tx, caller, key, [&] {
      if (!is_paid_plan(purchase.plan)) throw cw::invalid("Choose the Professional or the Enterprise plan.");
      if (!is_cycle(purchase.cycle)) throw cw::invalid("billingCycle must be monthly or yearly.");
      const auto plan = plan_by_id(tx, purchase.plan);
      const auto price = price_cents(plan, purchase.cycle);
      if (purchase.amount_cents && *purchase.amount_cents != price) {
        throw cw::invalid("The amount does not match the price of the " + plan.name + " plan, billed " +
                          purchase.cycle + " ($" + format_cents(price) + ").");
      }
      const auto current = store::lock_subscription(tx, caller.user_id);
      if (auto why = why_not_buy(current, plan, purchase.cycle)) throw cw::conflict(*why, "already_subscribed");
      auto provider_key = "cw-plan-" + std::to_string(caller.user_id) + "-" + plan.id + "-" + purchase.cycle + "-v" +
                          std::to_string(current.version) + "-" + to_string(purchase.kind);
      if (auto open = store::find_open_plan_payment(tx, caller.user_id, purchase.kind, plan.id, purchase.cycle)) {
        if (!why_intent_stale(*open, {current, {}, std::nullopt})) return intent_json(*open);
        // Made for an older state of the subscription: a new intent replaces it, and nobody can pay it any more.
        cancel(tx, *open, "replaced by a new intent");
        provider_key += "-after-" + open->intent_id;
      }
      Payment payment;
      payment.payer_id = caller.user_id;
      payment.kind = purchase.kind;
      payment.plan = plan.id;
      payment.billing_cycle = purchase.cycle;
      payment.based_on_version = current.version;
      payment.amount_cents = price;
      payment.description = plan_description(plan, purchase.kind, purchase.cycle);
      return intent_json(new_payment(tx, payment, provider_key));
    });
  });
}

nlohmann::json Payments::pay_stage(const cw::Caller& caller, const StagePurchase& purchase,
                                   const std::optional<cw::idempotency::Key>& key) {
  ensure_member(caller);
  return db_.with_transaction([&](pqxx::work& tx) {
    return idempotent(tx, caller, key, [&] {
      auto price = store::lock_project_price(tx, purchase.project_id);
      if (!price) {
        if (!store::project_known(tx, purchase.project_id)) throw cw::not_found("Project not found");
        throw cw::conflict("This project has no accepted bid yet: its payments open once a bid is accepted.");
      }
      if (price->client_id != caller.user_id) throw cw::forbidden("Only the project's client can pay for it.");
      const auto amount = stage_cents(price->total_cents, purchase.stage);
      auto existing = store::find_stage_payment(tx, purchase.project_id, purchase.stage);
      if (!existing || existing->status != "succeeded") {
        if (auto why = why_not_pay(purchase.stage, store::stage_statuses(tx, *price))) throw cw::conflict(*why);
      } else {
        throw cw::conflict("The " + stage_label(purchase.stage) + " is already paid.", "already_paid");
      }
      if (purchase.amount_cents != amount) {
        throw cw::invalid("The amount does not match the " + stage_label(purchase.stage) + " of this project ($" +
                          format_cents(amount) + ").");
      }
      if (existing) return intent_json(*existing);
      Payment payment;
      payment.payer_id = caller.user_id;
      payment.kind = PaymentKind::project_stage;
      payment.project_id = purchase.project_id;
      payment.stage = purchase.stage;
      payment.amount_cents = amount;
      payment.description = stage_description(purchase.stage, purchase.project_id);
      // A stage whose intent was cancelled gets a new one: the provider must not answer with the cancelled one.
      auto provider_key = "cw-stage-" + std::to_string(purchase.project_id) + "-" + to_string(purchase.stage);
      if (const auto made = store::stage_intents_made(tx, purchase.project_id, purchase.stage); made > 0) {
        provider_key += "-" + std::to_string(made + 1);
      }
      return intent_json(new_payment(tx, payment, provider_key));
    });
  });
}

nlohmann::json Payments::confirm_card(const cw::Caller& caller, const std::string& client_secret, const Card& card) {
  if (provider_.name() != "test") {
    throw cw::conflict("Cards are confirmed with Stripe in this deployment, not by CabinetWorks.");
  }
  return answer(db_.with_transaction([&](pqxx::work& tx) -> Attempt {
    auto payment = payer_payment(*this, tx, caller, client_secret);
    if (payment.status == "succeeded") return {confirm_json(payment.intent_id, "succeeded"), std::nullopt};
    if (auto refusal = refuse_if_stale(tx, payment)) return {{}, std::move(refusal)};
    const auto [year, month] = year_and_month(clock_.now());
    const auto outcome = test_card_outcome(card, year, month);
    const store::CardSeen seen{outcome.brand.empty() ? std::nullopt : std::optional(outcome.brand),
                               outcome.last4.empty() ? std::nullopt : std::optional(outcome.last4)};
    switch (outcome.kind) {
      case CardOutcome::Kind::invalid:
        return {{}, cw::invalid(outcome.message)};
      case CardOutcome::Kind::declined:
        store::save_payment_attempt(tx, payment.id, "requires_payment_method", outcome.message, seen);
        return {{}, cw::payment_failed(outcome.message, outcome.code)};
      case CardOutcome::Kind::requires_action:
        store::save_payment_attempt(tx, payment.id, "requires_action", std::nullopt, seen);
        return {confirm_json(payment.intent_id, "requires_action"), std::nullopt};
      case CardOutcome::Kind::succeeded:
        succeed(tx, payment, seen);
        return {confirm_json(payment.intent_id, "succeeded"), std::nullopt};
    }
    return {{}, cw::invalid("Your card number is incorrect.")};
  }));
}

nlohmann::json Payments::authenticate(const cw::Caller& caller, const std::string& client_secret, bool approve) {
  if (provider_.name() != "test") {
    throw cw::conflict("Cards are confirmed with Stripe in this deployment, not by CabinetWorks.");
  }
  return answer(db_.with_transaction([&](pqxx::work& tx) -> Attempt {
    auto payment = payer_payment(*this, tx, caller, client_secret);
    if (payment.status == "succeeded") return {confirm_json(payment.intent_id, "succeeded"), std::nullopt};
    if (auto refusal = refuse_if_stale(tx, payment)) return {{}, std::move(refusal)};
    if (payment.status != "requires_action") {
      return {{}, cw::conflict("This payment has no authentication step pending: confirm it with a card first.")};
    }
    if (!approve) {
      store::save_payment_attempt(tx, payment.id, "requires_payment_method", kAuthenticationFailed, {});
      return {{}, cw::payment_failed(kAuthenticationFailed, "payment_intent_authentication_failure")};
    }
    succeed(tx, payment, {});
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
  if (payment.kind != PaymentKind::project_stage) {
    state.subscription = store::lock_subscription(tx, payment.payer_id);
    return state;
  }
  if (!payment.project_id || !payment.stage) return state;
  if (auto price = store::find_project_price(tx, *payment.project_id)) state.stages = store::stage_statuses(tx, *price);
  if (auto current = store::find_stage_payment(tx, *payment.project_id, *payment.stage)) {
    state.stage_intent_id = current->intent_id;
  }
  return state;
}

void Payments::cancel(pqxx::work& tx, const Payment& payment, std::string_view why) {
  try {
    provider_.cancel_intent(payment.intent_id, "cw-cancel-" + payment.intent_id);
  } catch (const payments::ProviderError& error) {
    // Billing refuses it from now on all the same (a confirm is 409), and a success the provider reports for it
    // anyway is recorded without its plan change; an operator sees this line. (Stripe will not cancel the intent
    // of a subscription's invoice, for one.)
    cw::log::warn("payment provider could not cancel an intent billing no longer accepts",
                  {{"provider", provider_.name()}, {"paymentIntentId", payment.intent_id},
                   {"why", std::string(why)}, {"error", error.what()}});
  }
  store::mark_canceled(tx, payment.id);
}

std::optional<cw::DomainError> Payments::refuse_if_stale(pqxx::work& tx, const Payment& payment) {
  auto why = why_intent_stale(payment, payer_state(tx, payment));
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

void Payments::succeed(pqxx::work& tx, const Payment& payment, const store::CardSeen& card) {
  if (payment.status == "succeeded") return;
  auto state = payer_state(tx, payment);
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
    store::record_transfer(tx, store::TransferKind::payment, payment.id, client_account(payment.payer_id),
                           kRefundsDueAccount, payment.amount_cents);
    cw::log::warn("an outdated intent succeeded at the provider: its money is owed back, its change not applied",
                  {{"paymentIntentId", payment.intent_id}, {"payerId", payment.payer_id},
                   {"kind", to_string(payment.kind)}, {"reason", *outdated}});
    return;
  }
  if (!store::mark_succeeded(tx, payment.id, card)) return;
  const bool for_project = payment.kind == PaymentKind::project_stage;
  store::record_transfer(tx, store::TransferKind::payment, payment.id, client_account(payment.payer_id),
                         for_project ? escrow_account(*payment.project_id) : kRevenueAccount, payment.amount_cents);
  std::optional<std::string> stage;
  if (payment.stage) stage = to_string(*payment.stage);
  cw::events::publish(tx, cw::events::PaymentSucceeded{payment.intent_id, payment.payer_id, to_string(payment.kind),
                                                       payment.project_id, stage, format_cents(payment.amount_cents),
                                                       payment.currency, cw::events::utc_now_iso()});
  if (for_project) return;
  const auto current = store::lock_subscription(tx, payment.payer_id);
  auto next = after_payment(current, *payment.plan, *payment.billing_cycle,
                            payment.kind == PaymentKind::subscription, clock_.now());
  next.provider_subscription_id = store::payment_provider_subscription(tx, payment.id);
  change_subscription(tx, payment.payer_id, next);
  cancel_other_plan_intents(tx, payment);
}

void Payments::renew(pqxx::work& tx, std::int64_t user_id, const Subscription& current, std::string intent_id) {
  if (!is_paid(current)) return;
  const auto plan = plan_by_id(tx, current.plan);
  Payment payment;
  payment.payer_id = user_id;
  payment.kind = PaymentKind::subscription;
  payment.plan = plan.id;
  payment.billing_cycle = current.billing_cycle;
  payment.based_on_version = current.version;
  payment.amount_cents = price_cents(plan, current.billing_cycle);
  payment.description = "Renewal: " + plan_description(plan, PaymentKind::subscription, current.billing_cycle);
  if (intent_id.empty()) intent_id = "pi_" + cw::random_hex(12);
  payment.intent_id = intent_id;
  payment.client_secret = intent_id + "_secret_" + cw::random_hex(16);
  payment.status = "processing";
  // The renewal is charged to the card the member saved; a renewal is a plan payment like the first one.
  succeed(tx, store::insert_payment(tx, payment, current.provider_subscription_id), {});
}

}  // namespace billing
