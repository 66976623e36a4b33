#pragma once
#include "payments/provider.hpp"

#include <memory>
#include <optional>
#include <string>

namespace billing::payments {

// Stripe (at api_base) when a secret key is given, else the built-in test provider. A malformed key or base is a
// cw::ConfigError.
std::unique_ptr<Provider> make_provider(const std::optional<std::string>& stripe_secret_key,
                                        const std::string& stripe_api_base);

}  // namespace billing::payments
