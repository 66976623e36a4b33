#include "payments/test_provider.hpp"

#include <cw/random.hpp>

namespace billing::payments {

namespace {

constexpr const char* kSecretMark = "_secret_";

// "pi_": a payment intent; "seti_": a setup intent, which saves a card without charging it (a free trial's).
Intent new_intent(const char* prefix = "pi_") {
  auto id = prefix + cw::random_hex(12);
  return {id, id + kSecretMark + cw::random_hex(16), "requires_payment_method"};
}

bool is_intent_id(const std::string& id) {
  return (id.starts_with("pi_") && id.size() > 3) || (id.starts_with("seti_") && id.size() > 5);
}

}  // namespace

Intent TestProvider::create_intent(const NewIntent&) { return new_intent(); }

std::string TestProvider::create_customer(const NewCustomer&) { return "cus_" + cw::random_hex(12); }

ProviderSubscription TestProvider::create_subscription(const NewSubscription& subscription) {
  if (subscription.trial_days) return {"sub_" + cw::random_hex(12), "trialing", new_intent("seti_")};
  return {"sub_" + cw::random_hex(12), "incomplete", new_intent()};
}

void TestProvider::cancel_intent(const std::string& intent_id, const std::string&) {
  if (!is_intent_id(intent_id)) throw ProviderError("test: no intent " + intent_id);
}

std::string TestProvider::refund(const std::string& intent_id, std::int64_t amount_cents, const std::string&) {
  if (!intent_id.starts_with("pi_") || intent_id.size() < 4) throw ProviderError("test: no intent " + intent_id);
  if (amount_cents < 1) throw ProviderError("test: a refund of nothing");
  return "re_" + cw::random_hex(12);
}

std::string intent_of_client_secret(const std::string& client_secret) {
  const auto mark = client_secret.find(kSecretMark);
  if (mark == std::string::npos || mark == 0) return "";
  auto id = client_secret.substr(0, mark);
  return is_intent_id(id) ? id : "";
}

}  // namespace billing::payments
