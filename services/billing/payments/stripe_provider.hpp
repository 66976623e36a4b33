#pragma once
// The Provider over Stripe's HTTP API (https://docs.stripe.com/api), selected when STRIPE_SECRET_KEY is set.
// Every POST carries the caller's idempotency key, so a retry after a timeout replays Stripe's first answer instead
// of creating a second object. Every call pins the Stripe-Version the answers are read for (kStripeApiVersion),
// whatever the account's default version is. Any failure, including a broken or hostile answer, is a ProviderError.
// One instance serves every thread: each call uses its own curl handle, and the product cache has a mutex.
#include "payments/http_client.hpp"
#include "payments/provider.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <mutex>
#include <string>
#include <string_view>

namespace billing::payments {

class Form;

inline constexpr std::string_view kStripeApiBase = "https://api.stripe.com";
// The API version whose shapes this adapter reads (an invoice's payment intent under payments.data.payment, as
// since 2025-03-31.basil). It is also the version of the stripe-mock the adapter tests run against
// (tests/adapters/with-stripe-mock.sh starts it with -strict-version-check): move both together.
inline constexpr std::string_view kStripeApiVersion = "2026-08-26.dahlia";

class StripeProvider : public Provider {
 public:
  // secret_key: sk_live_..., sk_test_... or a restricted rk_... key. api_base: Stripe, or stripe-mock in tests.
  // Throws std::invalid_argument for an empty key or one with whitespace or control characters in it, and for an
  // api_base that is not an http(s) URL: a configuration error, found at start.
  explicit StripeProvider(std::string secret_key, std::string api_base = std::string(kStripeApiBase),
                          HttpLimits limits = {});

  std::string name() const override { return "stripe"; }

  // POST /v1/payment_intents with automatic payment methods: the browser confirms it with the client secret.
  Intent create_intent(const NewIntent& intent) override;
  // POST /v1/customers with metadata[user_id]; returns the cus_ id.
  std::string create_customer(const NewCustomer& customer) override;
  // POST /v1/products once per product name in this process (idempotency key <key>:product), then
  // POST /v1/subscriptions (default_incomplete, price_data inline), then GET the latest invoice with its payment
  // intent expanded, which is what the member's card pays.
  ProviderSubscription create_subscription(const NewSubscription& subscription) override;
  // POST /v1/payment_intents/{id}/cancel (cancellation_reason abandoned); its answer must be a payment intent.
  void cancel_intent(const std::string& intent_id, const std::string& idempotency_key) override;
  // POST /v1/refunds (payment_intent, amount); its answer must be a refund (re_) that did not fail.
  std::string refund(const std::string& intent_id, std::int64_t amount_cents,
                     const std::string& idempotency_key) override;
  // POST /v1/subscriptions/{id} cancel_at_period_end=true|false.
  void set_cancel_at_period_end(const std::string& subscription_id, bool cancel,
                                const std::string& idempotency_key) override;

 private:
  nlohmann::json post(const std::string& path, const Form& form, const std::string& idempotency_key) const;
  nlohmann::json get(const std::string& path, const Form& query) const;
  HttpHeaders headers() const;
  std::string product_id(const std::string& product_name, const std::string& idempotency_key);

  std::string secret_key_;
  std::string api_base_;
  HttpClient http_;
  std::mutex products_mutex_;
  std::map<std::string, std::string> products_;  // product name -> prod_ id created by this process
};

}  // namespace billing::payments
