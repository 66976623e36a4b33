#include "app/webhooks.hpp"

#include "app/subscription_changes.hpp"
#include "payments/webhook_signature.hpp"
#include "store/payment_store.hpp"
#include "store/subscription_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/log.hpp>
#include <cw/text.hpp>

#include <algorithm>
#include <chrono>

namespace billing {

namespace {

constexpr std::size_t kMaxMessage = 500;
constexpr std::int64_t kLastSecondOf9999 = 253402300799;  // a time later than this is no time Stripe sends

// A member of a JSON object as text, or empty (a hostile or unexpected event is ignored, never trusted). Text
// PostgreSQL could not store (a NUL character) counts as none.
std::string text_at(const nlohmann::json& object, const char* name) {
  if (!object.is_object()) return "";
  auto found = object.find(name);
  if (found == object.end() || !found->is_string()) return "";
  auto text = found->get<std::string>();
  return text.find('\0') == std::string::npos ? text : "";
}

const nlohmann::json& object_at(const nlohmann::json& object, const char* name) {
  static const nlohmann::json kNone = nlohmann::json::object();
  if (!object.is_object()) return kNone;
  auto found = object.find(name);
  return found != object.end() && found->is_object() ? *found : kNone;
}

// A member of a JSON object as a whole number, or none.
std::optional<std::int64_t> whole_at(const nlohmann::json& object, const char* name) {
  if (!object.is_object()) return std::nullopt;
  auto found = object.find(name);
  if (found == object.end() || !found->is_number_integer()) return std::nullopt;
  return found->get<std::int64_t>();
}

// What a failed invoice tells the member: the provider's message (or the usual decline), the attempts so far, and
// when it tries again (next_payment_attempt, unix seconds; null when it will not).
RenewalFailure renewal_failure(const nlohmann::json& invoice) {
  RenewalFailure failure;
  failure.reason = cw::text::truncated(text_at(object_at(invoice, "last_finalization_error"), "message"), kMaxMessage);
  if (failure.reason.empty()) failure.reason = "Your card was declined.";
  failure.attempt_count = std::max<std::int64_t>(whole_at(invoice, "attempt_count").value_or(1), 1);
  if (auto next = whole_at(invoice, "next_payment_attempt"); next && *next > 0 && *next <= kLastSecondOf9999) {
    failure.next_attempt_at = cw::events::iso_utc(std::chrono::system_clock::time_point(std::chrono::seconds(*next)));
  }
  return failure;
}

// An invoice's subscription: `subscription` before API version 2025-03-31, under parent.subscription_details since.
std::string invoice_subscription(const nlohmann::json& invoice) {
  auto id = text_at(invoice, "subscription");
  if (id.empty()) id = text_at(object_at(object_at(invoice, "parent"), "subscription_details"), "subscription");
  return id;
}

}  // namespace

void Webhooks::receive(const std::string& payload, const std::string& signature_header) {
  if (!secret_) throw cw::not_found("Webhooks are not enabled: this deployment uses the built-in test provider.");
  const auto now = std::chrono::duration_cast<std::chrono::seconds>(
                       std::chrono::system_clock::now().time_since_epoch()).count();
  const auto check = payments::verify_stripe_signature(payload, signature_header, *secret_, now);
  if (check != payments::SignatureCheck::valid) {
    cw::log::warn("webhook refused", {{"reason", std::string(payments::to_string(check))}});
    throw cw::invalid("Invalid signature");
  }
  const auto event = nlohmann::json::parse(payload, nullptr, false);
  const auto id = text_at(event, "id");
  const auto type = text_at(event, "type");
  const auto& object = object_at(object_at(event, "data"), "object");
  if (id.empty() || id.size() > 255 || type.empty() || type.size() > 255) {
    throw cw::invalid("The body is not a Stripe event");
  }
  db_.with_transaction([&](pqxx::work& tx) {
    if (!store::first_webhook_delivery(tx, id, type)) return;  // a redelivery: applied the first time
    // A free trial's card is saved by a setup intent (seti_), told like a payment intent: its success starts the trial.
    const bool succeeded = type == "payment_intent.succeeded" || type == "setup_intent.succeeded";
    const bool failed = type == "payment_intent.payment_failed" || type == "setup_intent.setup_failed";
    if (succeeded || failed) {
      auto payment = payments_.lock_payment(tx, text_at(object, "id"));
      if (!payment) return;
      if (succeeded) {
        payments_.succeed(tx, *payment, {});
      } else {
        auto message = text_at(object_at(object, type == "setup_intent.setup_failed" ? "last_setup_error"
                                                                                        : "last_payment_error"),
                               "message");
        message = cw::text::truncated(message, kMaxMessage);
        if (message.empty()) message = "Your card was declined.";
        payments_.fail(tx, *payment, "requires_payment_method", message, {});
      }
    } else if (type == "invoice.paid" && text_at(object, "billing_reason") == "subscription_cycle") {
      // A renewal Stripe charged by itself (the first charge after a free trial is one too): another period.
      auto user_id = store::user_of_provider_subscription(tx, invoice_subscription(object));
      if (!user_id) return;
      payments_.renew(tx, *user_id, store::lock_subscription(tx, *user_id), "in_" + text_at(object, "id"));
    } else if (type == "invoice.payment_failed" && text_at(object, "billing_reason") == "subscription_cycle") {
      // A renewal Stripe could not charge: the member is told (Stripe retries it by itself, as its settings say).
      auto user_id = store::user_of_provider_subscription(tx, invoice_subscription(object));
      if (!user_id) return;
      payments_.fail_renewal(tx, *user_id, store::lock_subscription(tx, *user_id), "in_" + text_at(object, "id"),
                             renewal_failure(object));
    } else if (type == "customer.subscription.deleted") {
      auto user_id = store::user_of_provider_subscription(tx, text_at(object, "id"));
      if (!user_id) return;
      auto next = starter_subscription();
      next.version = store::lock_subscription(tx, *user_id).version + 1;
      change_subscription(tx, *user_id, next);
    }
  });
}

}  // namespace billing
