#pragma once
// The card payment provider billing talks to: Stripe over its HTTP API when STRIPE_SECRET_KEY is set
// (payments/stripe_provider), else the built-in test provider (payments/test_provider) that behaves like Stripe's test
// mode offline. Amounts are integer cents. Every call that creates something carries an idempotency key, so a retry
// after a timeout never creates a second one.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace billing::payments {

// The provider could not be reached or refused the request (its message is for the logs, not for users).
struct ProviderError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Metadata = std::vector<std::pair<std::string, std::string>>;

struct NewIntent {
  std::int64_t amount_cents = 0;
  std::string currency = "usd";
  std::string description;
  std::string idempotency_key;
  Metadata metadata;                       // our payment's id and kind, echoed back by webhooks
  std::optional<std::string> customer_id;  // the provider's customer, when known
};

// A payment intent as the provider answers it. status: requires_payment_method, requires_confirmation,
// requires_action, processing, succeeded, canceled.
struct Intent {
  std::string id;
  std::string client_secret;
  std::string status;
};

struct NewCustomer {
  std::int64_t user_id = 0;
  std::string idempotency_key;
};

// A recurring subscription, created incomplete: its first invoice's payment intent is paid by the member's card in
// the browser, like any other intent. With trial_days, it starts with a free trial instead: nothing is charged, and
// its first payment is a setup (Stripe's pending_setup_intent) that saves the card the browser confirms.
struct NewSubscription {
  std::string customer_id;
  std::string product_name;        // "CabinetWorks Professional"
  std::int64_t unit_amount_cents = 0;
  std::string interval;            // month or year
  std::string idempotency_key;
  Metadata metadata;
  std::optional<int> trial_days;
};

struct ProviderSubscription {
  std::string id;
  std::string status;  // incomplete, active, past_due, canceled...
  Intent first_payment;  // the latest invoice's payment intent (a trial's: its setup intent)
};

class Provider {
 public:
  virtual ~Provider() = default;
  // "test" or "stripe": what the web app's payment form speaks to.
  virtual std::string name() const = 0;
  virtual Intent create_intent(const NewIntent& intent) = 0;
  virtual std::string create_customer(const NewCustomer& customer) = 0;
  virtual ProviderSubscription create_subscription(const NewSubscription& subscription) = 0;
  // Cancels an intent nobody may pay any more (a newer one replaced it, or the payer's state moved on): the provider
  // refuses to charge it from then on.
  virtual void cancel_intent(const std::string& intent_id, const std::string& idempotency_key) = 0;
  // Refunds a succeeded intent's amount to the card that paid it; returns the refund's id. The key makes a retry, or
  // a second request at the same time, give the same refund.
  virtual std::string refund(const std::string& intent_id, std::int64_t amount_cents,
                             const std::string& idempotency_key) = 0;
  // Sets (or clears) cancel_at_period_end on the provider's subscription.
  virtual void set_cancel_at_period_end(const std::string& subscription_id, bool cancel,
                                        const std::string& idempotency_key) = 0;
};

}  // namespace billing::payments
