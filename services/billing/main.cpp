// billing: plans, subscriptions, usage limits, payments.
#include "api/routes.hpp"
#include "app/sweep.hpp"
#include "config.hpp"
#include "events/subscriptions.hpp"
#include "payments/make_provider.hpp"
#include "store/schema.hpp"

#include <cw/periodic.hpp>
#include <cw/service.hpp>

int main() {
  return cw::run_main("billing", [] {
    auto config = billing::load_config();
    cw::Service service(std::move(config.common), billing::store::migrations(), billing::store::queries());

    auto provider = billing::payments::make_provider(config.stripe_secret_key, config.stripe_api_base);
    cw::MovableClock clock(config.test_clock);
    billing::Payments payments(service.db(), *provider, clock, config.stripe_publishable_key);
    billing::Subscriptions subscriptions(service.db(), *provider, payments, clock);
    service.consume(billing::events::subscriptions(subscriptions));
    billing::Plans plans(service.db());
    billing::Webhooks webhooks(service.db(), payments, config.stripe_webhook_secret);
    billing::Exports exports(service.db());
    billing::api::register_routes(service.http(), service.sessions(), service.db(), subscriptions, plans, payments,
                                  webhooks, exports, clock);

    cw::Periodic sweeper("subscription sweep", config.sweep_every, [&] { billing::sweep(subscriptions, payments); });
    service.on_stop([&] { sweeper.stop(); });
    return service.run();
  });
}
