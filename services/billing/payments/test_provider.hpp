#pragma once
// The built-in test provider, billing's provider when no STRIPE_SECRET_KEY is set: intents, customers and
// subscriptions made locally, with ids and client secrets shaped like Stripe's. Cards are confirmed by billing itself
// (POST /api/payments/confirm), with the scripted answers of Stripe's test cards (domain/payment).
#include "payments/provider.hpp"

namespace billing::payments {

class TestProvider : public Provider {
 public:
  std::string name() const override { return "test"; }
  Intent create_intent(const NewIntent& intent) override;
  std::string create_customer(const NewCustomer& customer) override;
  ProviderSubscription create_subscription(const NewSubscription& subscription) override;
  // The test provider keeps no intents of its own (billing's payments table is their only record, and billing's
  // confirm refuses a cancelled one): it only checks that the id is one of its intents' ids.
  void cancel_intent(const std::string& intent_id, const std::string& idempotency_key) override;
  // Checks the intent's id like cancel_intent; the money is billing's ledger's alone.
  std::string refund(const std::string& intent_id, std::int64_t amount_cents, const std::string& idempotency_key) override;
  void set_cancel_at_period_end(const std::string&, bool, const std::string&) override {}
};

// The intent a client secret belongs to ("pi_x_secret_y" belongs to "pi_x", a trial's "seti_x_secret_y" to
// "seti_x"), or empty when it is not shaped so.
std::string intent_of_client_secret(const std::string& client_secret);

}  // namespace billing::payments
