#pragma once
// billing's configuration, read once from the environment at start (a missing or malformed value: cw::ConfigError).
#include <cw/config.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace billing {

struct Config {
  cw::CommonConfig common;
  // STRIPE_SECRET_KEY: payments go to Stripe (at STRIPE_API_BASE); unset, to the built-in test provider.
  std::optional<std::string> stripe_secret_key;
  std::string stripe_api_base;
  std::optional<std::string> stripe_publishable_key;  // STRIPE_PUBLISHABLE_KEY: what the web app's form uses
  // STRIPE_WEBHOOK_SECRET, read only with Stripe: webhooks speak for Stripe only (the test provider's payments
  // succeed through billing's own confirm).
  std::optional<std::string> stripe_webhook_secret;
  bool test_clock = false;                 // BILLING_TEST_CLOCK=1: tests may move the clock (POST /internal/clock)
  std::chrono::seconds sweep_every{60};    // BILLING_SWEEP_SECONDS
};

Config load_config();

}  // namespace billing
