#include "payments/stripe_provider.hpp"

#include "payments/form_encoding.hpp"
#include "payments/stripe_answers.hpp"

#include <new>
#include <stdexcept>
#include <utility>

namespace billing::payments {

namespace {

// Stripe's ids are letters, digits and underscores: anything else is refused before it reaches a URL path.
void require_stripe_id(const std::string& id, std::string_view what) {
  bool plain = !id.empty() && id.size() <= 255;
  for (const char c : id) {
    plain = plain && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_');
  }
  if (!plain) throw ProviderError("stripe: " + std::string(what) + " is not a Stripe id");
}

void require(bool condition, const std::string& problem) {
  if (!condition) throw ProviderError("stripe: " + problem);
}

// Runs one provider call so that only ProviderError leaves it: a bad metadata key, an unreachable server, a broken
// answer each become one, with the call named. Out of memory stays what it is.
template <typename Call>
auto guarded(Call&& call) -> decltype(call()) {
  try {
    return call();
  } catch (const ProviderError&) {
    throw;
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::exception& error) {
    throw ProviderError(std::string("stripe: ") + error.what());
  }
}

bool plain_secret(const std::string& key) {
  if (key.empty()) return false;
  for (const char c : key) {
    if (static_cast<unsigned char>(c) <= ' ' || c == 0x7F) return false;
  }
  return true;
}

// An error answer may quote the Authorization header back (stripe-mock does, for a key it does not accept): the
// message goes to logs, the key must not.
std::string redacted(std::string message, const std::string& secret) {
  static const std::string kMark = "[redacted]";
  for (auto at = message.find(secret); at != std::string::npos; at = message.find(secret, at + kMark.size())) {
    message.replace(at, secret.size(), kMark);
  }
  return message;
}

std::string without_trailing_slashes(std::string url) {
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

}  // namespace

StripeProvider::StripeProvider(std::string secret_key, std::string api_base, HttpLimits limits)
    : secret_key_(std::move(secret_key)), api_base_(without_trailing_slashes(std::move(api_base))), http_(limits) {
  if (!plain_secret(secret_key_)) {
    throw std::invalid_argument("the Stripe secret key is empty or has whitespace or control characters in it");
  }
  if (api_base_.rfind("https://", 0) != 0 && api_base_.rfind("http://", 0) != 0) {
    throw std::invalid_argument("the Stripe API base \"" + api_base_ + "\" is not an http(s) URL");
  }
}

HttpHeaders StripeProvider::headers() const {
  return {{"Authorization", "Bearer " + secret_key_}, {"Stripe-Version", std::string(kStripeApiVersion)}};
}

nlohmann::json StripeProvider::post(const std::string& path, const Form& form,
                                    const std::string& idempotency_key) const {
  require(!idempotency_key.empty(), "POST " + path + " needs an idempotency key");
  auto request_headers = headers();
  request_headers.emplace_back("Idempotency-Key", idempotency_key);
  const auto response = http_.post_form(api_base_ + path, request_headers, form.encode());
  try {
    return stripe::read_answer("POST " + path, response.status, response.body);
  } catch (const ProviderError& error) {
    throw ProviderError(redacted(error.what(), secret_key_));
  }
}

nlohmann::json StripeProvider::get(const std::string& path, const Form& query) const {
  const auto encoded = query.encode();
  const auto response = http_.get(api_base_ + path + (encoded.empty() ? "" : "?" + encoded), headers());
  try {
    return stripe::read_answer("GET " + path, response.status, response.body);
  } catch (const ProviderError& error) {
    throw ProviderError(redacted(error.what(), secret_key_));
  }
}

Intent StripeProvider::create_intent(const NewIntent& intent) {
  return guarded([&] {
    require(intent.amount_cents > 0, "a payment intent needs a positive amount");
    require(!intent.currency.empty(), "a payment intent needs a currency");
    Form form;
    form.add("amount", intent.amount_cents).add("currency", intent.currency);
    if (!intent.description.empty()) form.add("description", intent.description);
    if (intent.customer_id) {
      require_stripe_id(*intent.customer_id, "the customer");
      form.add("customer", *intent.customer_id);
    }
    form.add_metadata(intent.metadata);
    form.add_bool(form_key("automatic_payment_methods", {"enabled"}), true);
    return stripe::read_intent(post("/v1/payment_intents", form, intent.idempotency_key), "POST /v1/payment_intents");
  });
}

std::string StripeProvider::create_customer(const NewCustomer& customer) {
  return guarded([&] {
    Form form;
    form.add(form_key("metadata", {"user_id"}), std::to_string(customer.user_id));
    return stripe::required_id(post("/v1/customers", form, customer.idempotency_key), "cus_", "POST /v1/customers");
  });
}

std::string StripeProvider::product_id(const std::string& product_name, const std::string& idempotency_key) {
  {
    const std::lock_guard lock(products_mutex_);
    if (const auto found = products_.find(product_name); found != products_.end()) return found->second;
  }
  Form form;
  form.add("name", product_name);
  auto id = stripe::required_id(post("/v1/products", form, idempotency_key + ":product"), "prod_", "POST /v1/products");
  const std::lock_guard lock(products_mutex_);
  // Two first subscriptions at once may each create a product: the first one kept serves from then on.
  return products_.emplace(product_name, std::move(id)).first->second;
}

ProviderSubscription StripeProvider::create_subscription(const NewSubscription& subscription) {
  return guarded([&] {
    require_stripe_id(subscription.customer_id, "the customer");
    require(!subscription.product_name.empty(), "a subscription needs a product name");
    require(subscription.unit_amount_cents > 0, "a subscription needs a positive price");
    require(!subscription.interval.empty(), "a subscription needs an interval");
    require(!subscription.idempotency_key.empty(), "POST /v1/subscriptions needs an idempotency key");
    const auto product = product_id(subscription.product_name, subscription.idempotency_key);

    Form form;
    form.add("customer", subscription.customer_id)
        .add(form_key("items", {"0", "price_data", "currency"}), "usd")
        .add(form_key("items", {"0", "price_data", "product"}), product)
        .add(form_key("items", {"0", "price_data", "unit_amount"}), subscription.unit_amount_cents)
        .add(form_key("items", {"0", "price_data", "recurring", "interval"}), subscription.interval)
        .add("payment_behavior", "default_incomplete")
        .add(form_key("payment_settings", {"save_default_payment_method"}), "on_subscription")
        .add_metadata(subscription.metadata);
    if (subscription.trial_days) {
      // Nothing is charged until the trial ends: the card is saved by the subscription's pending setup intent.
      require(*subscription.trial_days > 0, "a trial of no days");
      form.add("trial_period_days", static_cast<std::int64_t>(*subscription.trial_days))
          .add(form_key("expand", {""}), "pending_setup_intent");
    } else {
      form.add(form_key("expand", {""}), "latest_invoice");  // its id alone would do, but stripe-mock sends null
    }
    const auto created = post("/v1/subscriptions", form, subscription.idempotency_key);
    ProviderSubscription result;
    result.id = stripe::required_id(created, "sub_", "POST /v1/subscriptions");
    result.status = stripe::required_string(created, "status", "POST /v1/subscriptions");
    if (subscription.trial_days) {
      result.first_payment = stripe::pending_setup_intent(created, "POST /v1/subscriptions");
      return result;
    }

    // Since API 2025-03-31.basil an invoice reaches its payment intent through payments.data.payment, one level
    // deeper than a subscription's expand may go (four levels): the invoice is read on its own.
    const auto invoice_id = stripe::latest_invoice_id(created, "POST /v1/subscriptions");
    require_stripe_id(invoice_id, "the subscription's latest invoice");
    const std::string invoice_path = "/v1/invoices/" + percent_encode(invoice_id);
    Form query;
    query.add(form_key("expand", {""}), "payments.data.payment.payment_intent");
    result.first_payment = stripe::invoice_payment_intent(get(invoice_path, query), "GET " + invoice_path);
    return result;
  });
}

void StripeProvider::cancel_intent(const std::string& intent_id, const std::string& idempotency_key) {
  guarded([&] {
    require_stripe_id(intent_id, "the payment intent");
    const std::string path = "/v1/payment_intents/" + percent_encode(intent_id) + "/cancel";
    Form form;
    form.add("cancellation_reason", "abandoned");
    // A 2xx is Stripe's word that the intent is cancelled (one it cannot cancel, a succeeded one, is a 400). Its
    // status is not checked: stripe-mock, which the adapter is tested against, answers a fixture's.
    stripe::read_intent(post(path, form, idempotency_key), "POST " + path);
  });
}

std::string StripeProvider::refund(const std::string& intent_id, std::int64_t amount_cents,
                                   const std::string& idempotency_key) {
  return guarded([&] {
    require_stripe_id(intent_id, "the payment intent");
    require(amount_cents > 0, "a refund of nothing");
    Form form;
    form.add("payment_intent", intent_id);
    form.add("amount", amount_cents);
    const auto refunded = post("/v1/refunds", form, idempotency_key);
    const auto id = stripe::required_id(refunded, "re_", "POST /v1/refunds");
    const auto status = refunded.find("status");
    require(status == refunded.end() || !status->is_string() ||
                (*status != "failed" && *status != "canceled"),
            "POST /v1/refunds answered a refund that " + (status == refunded.end() ? std::string("?") : status->get<std::string>()));
    return id;
  });
}

void StripeProvider::set_cancel_at_period_end(const std::string& subscription_id, bool cancel,
                                              const std::string& idempotency_key) {
  guarded([&] {
    require_stripe_id(subscription_id, "the subscription");
    const std::string path = "/v1/subscriptions/" + percent_encode(subscription_id);
    Form form;
    form.add_bool("cancel_at_period_end", cancel);
    const auto updated = post(path, form, idempotency_key);
    stripe::required_id(updated, "sub_", "POST " + path);
    const auto echoed = updated.find("cancel_at_period_end");
    require(echoed == updated.end() || !echoed->is_boolean() || echoed->get<bool>() == cancel,
            "POST " + path + " answered cancel_at_period_end " + (cancel ? "false" : "true") + " for a request of " +
                (cancel ? "true" : "false"));
  });
}

}  // namespace billing::payments
