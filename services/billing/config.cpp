#include "config.hpp"

#include "payments/stripe_provider.hpp"

namespace billing {

Config load_config() {
  Config config;
  config.common = cw::load_common_config("billing");
  config.stripe_secret_key = cw::env::maybe("STRIPE_SECRET_KEY");
  config.stripe_api_base = cw::env::optional("STRIPE_API_BASE", std::string(payments::kStripeApiBase));
  config.test_clock = cw::env::optional("BILLING_TEST_CLOCK", "0") == "1";
  config.stripe_publishable_key = cw::env::maybe("STRIPE_PUBLISHABLE_KEY");
  if (config.stripe_secret_key) config.stripe_webhook_secret = cw::env::maybe("STRIPE_WEBHOOK_SECRET");
  config.sweep_every = std::chrono::seconds(cw::env::integer("BILLING_SWEEP_SECONDS", 60, 1, 86400));
  return config;
}

}  // namespace billing
