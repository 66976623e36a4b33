#include "payments/make_provider.hpp"

#include "payments/stripe_provider.hpp"
#include "payments/test_provider.hpp"

#include <cw/config.hpp>

namespace billing::payments {

std::unique_ptr<Provider> make_provider(const std::optional<std::string>& stripe_secret_key,
                                        const std::string& stripe_api_base) {
  if (!stripe_secret_key || stripe_secret_key->empty()) return std::make_unique<TestProvider>();
  try {
    return std::make_unique<StripeProvider>(*stripe_secret_key, stripe_api_base);
  } catch (const std::invalid_argument& error) {
    throw cw::ConfigError(std::string("STRIPE_SECRET_KEY or STRIPE_API_BASE: ") + error.what());
  }
}

}  // namespace billing::payments
