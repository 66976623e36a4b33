// billing: plans, subscriptions, usage limits, payments.
#include "api/subscription_routes.hpp"
#include "events/milestone_events.hpp"
#include "events/project_events.hpp"
#include "events/usage_events.hpp"
#include "events/user_events.hpp"
#include "app/webhooks.hpp"
#include "payments/stripe_provider.hpp"
#include "payments/test_provider.hpp"
#include "store/payment_store.hpp"
#include "store/plan_store.hpp"
#include "store/subscription_store.hpp"
#include "store/usage_store.hpp"

#include <cw/config.hpp>
#include <cw/log.hpp>
#include <cw/periodic.hpp>
#include <cw/service.hpp>

#include <memory>

std::vector<cw::db::Migration> billing_migrations();

namespace {

// Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider.
std::unique_ptr<billing::payments::Provider> payment_provider() {
  const auto key = cw::env::maybe("STRIPE_SECRET_KEY");
  if (!key || key->empty()) return std::make_unique<billing::payments::TestProvider>();
  try {
    return std::make_unique<billing::payments::StripeProvider>(
        *key, cw::env::optional("STRIPE_API_BASE", std::string(billing::payments::kStripeApiBase)));
  } catch (const std::invalid_argument& error) {
    throw cw::ConfigError(std::string("STRIPE_SECRET_KEY or STRIPE_API_BASE: ") + error.what());
  }
}

}  // namespace

int main() {
  return cw::run_main("billing", [] {
    auto queries = billing::store::subscription_queries();
    for (auto part : {billing::store::plan_queries(), billing::store::usage_queries(),
                      billing::store::payment_queries()}) {
      queries.insert(queries.end(), part.begin(), part.end());
    }
    cw::Service service("billing", billing_migrations(), queries);

    auto consumed = billing::events::usage_subscriptions();
    for (auto& subscription : billing::events::project_price_subscriptions()) consumed.push_back(subscription);
    for (auto& subscription : billing::events::escrow_subscriptions()) consumed.push_back(subscription);
    consumed.push_back(cw::events::on<cw::events::UserRegistered>(billing::events::on_user_registered));
    service.consume(consumed);

    auto provider = payment_provider();
    cw::MovableClock clock(cw::env::optional("BILLING_TEST_CLOCK", "0") == "1");
    billing::Payments payments(service.db(), *provider, clock, cw::env::maybe("STRIPE_PUBLISHABLE_KEY"));
    billing::Subscriptions subscriptions(service.db(), *provider, payments, clock);
    billing::Plans plans(service.db());
    billing::api::add_subscription_routes(service.http(), subscriptions, service.sessions());
    billing::api::add_plan_routes(service.http(), plans);
    billing::api::add_payment_routes(service.http(), payments, service.sessions());
    billing::api::add_test_clock_routes(service.http(), clock, subscriptions, payments);
    // Webhooks speak for Stripe only: the test provider's payments succeed through billing's own confirm.
    billing::Webhooks webhooks(service.db(), payments,
                               provider->name() == "stripe" ? cw::env::maybe("STRIPE_WEBHOOK_SECRET") : std::nullopt);
    billing::api::add_webhook_routes(service.http(), webhooks);

    // Subscriptions whose period ended: renewed, or fallen to starter. Payments left half made (a crash between
    // asking the provider for an intent and recording it): asked again with the same key.
    cw::Periodic sweeper("subscription sweep",
                         std::chrono::seconds(cw::env::integer("BILLING_SWEEP_SECONDS", 60, 1, 86400)),
                         [&subscriptions, &payments] {
                           if (auto changed = subscriptions.sweep(); changed > 0) {
                             cw::log::info("sweep: subscriptions whose period ended were changed",
                                           {{"changed", changed}});
                           }
                           if (auto finished = payments.finish_intents_being_made(); finished > 0) {
                             cw::log::info("sweep: payments left being made were finished", {{"finished", finished}});
                           }
                         });
    service.on_stop([&] { sweeper.stop(); });
    return service.run();
  });
}
