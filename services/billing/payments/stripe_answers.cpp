#include "payments/stripe_answers.hpp"

namespace billing::payments::stripe {

namespace {

using nlohmann::json;

// Stripe's messages are short; a hostile body could make one as long as the whole answer.
constexpr std::size_t kMaxQuotedLength = 300;

std::string clipped(const std::string& text) {
  if (text.size() <= kMaxQuotedLength) return text;
  return text.substr(0, kMaxQuotedLength) + "...";
}

std::string string_member(const json& object, std::string_view member) {
  if (!object.is_object()) return {};
  const auto found = object.find(member);
  if (found == object.end() || !found->is_string()) return {};
  return found->get_ref<const std::string&>();
}

// Stripe's objects nest a few levels; a body of a million '[' would parse into a million nested arrays first.
constexpr int kMaxNesting = 64;

bool nested_too_deep(std::string_view body) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (const char c : body) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxNesting) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

[[noreturn]] void fail(std::string_view call, const std::string& problem) {
  throw ProviderError("stripe " + std::string(call) + ": " + problem);
}

}  // namespace

json read_answer(std::string_view call, long status, std::string_view body) {
  // No exceptions from the parser: a malformed body is a discarded value.
  json answer = nested_too_deep(body) ? json(json::value_t::discarded)
                                      : json::parse(body.begin(), body.end(), nullptr, false);
  if (status < 200 || status > 299) {
    std::string details = "answered " + std::to_string(status);
    const json* error = nullptr;
    if (answer.is_object()) {
      const auto found = answer.find("error");
      if (found != answer.end() && found->is_object()) error = &*found;
    }
    if (error == nullptr) fail(call, details + " without a Stripe error object");
    std::string kind;
    for (const char* member : {"type", "code", "decline_code", "param"}) {
      const auto value = string_member(*error, member);
      if (value.empty()) continue;
      kind += (kind.empty() ? "" : ", ") + std::string(member) + " " + clipped(value);
    }
    if (!kind.empty()) details += " (" + kind + ")";
    const auto message = string_member(*error, "message");
    fail(call, details + ": " + (message.empty() ? "no message" : clipped(message)));
  }
  if (!answer.is_object()) fail(call, "answered " + std::to_string(status) + " with a body that is not a JSON object");
  return answer;
}

std::string required_string(const json& object, std::string_view member, std::string_view call) {
  auto value = string_member(object, member);
  if (value.empty()) fail(call, "the answer has no " + std::string(member));
  return value;
}

std::string required_id(const json& object, std::string_view prefix, std::string_view call) {
  auto id = required_string(object, "id", call);
  if (id.rfind(prefix, 0) != 0) fail(call, "the answer's id \"" + clipped(id) + "\" does not start with " +
                                               std::string(prefix));
  return id;
}

Intent read_intent(const json& object, std::string_view call) {
  Intent intent;
  intent.id = required_id(object, "pi_", call);
  intent.client_secret = required_string(object, "client_secret", call);
  intent.status = required_string(object, "status", call);
  return intent;
}

Intent pending_setup_intent(const json& subscription, std::string_view call) {
  const auto found = subscription.is_object() ? subscription.find("pending_setup_intent") : subscription.end();
  if (!subscription.is_object() || found == subscription.end() || !found->is_object()) {
    fail(call, "the trial's subscription has no pending_setup_intent object (was it expanded?)");
  }
  Intent setup;
  setup.id = required_id(*found, "seti_", call);
  setup.client_secret = required_string(*found, "client_secret", call);
  setup.status = required_string(*found, "status", call);
  return setup;
}

std::string latest_invoice_id(const json& subscription, std::string_view call) {
  const auto found = subscription.is_object() ? subscription.find("latest_invoice") : subscription.end();
  if (subscription.is_object() && found != subscription.end()) {
    if (found->is_string() && !found->get_ref<const std::string&>().empty()) return found->get<std::string>();
    if (found->is_object()) return required_id(*found, "in_", call);
  }
  fail(call, "the subscription has no latest_invoice (nothing for the member to pay?)");
}

Intent invoice_payment_intent(const json& invoice, std::string_view call) {
  const json* payments = nullptr;
  if (invoice.is_object()) {
    const auto found = invoice.find("payments");
    if (found != invoice.end() && found->is_object()) {
      const auto data = found->find("data");
      if (data != found->end() && data->is_array()) payments = &*data;
    }
  }
  if (payments == nullptr) fail(call, "the invoice has no payments list (was payments expanded?)");

  const json* chosen = nullptr;
  for (const auto& payment_record : *payments) {
    if (!payment_record.is_object()) continue;
    const auto payment = payment_record.find("payment");
    if (payment == payment_record.end() || !payment->is_object()) continue;
    if (string_member(*payment, "type") != "payment_intent") continue;
    const auto is_default = payment_record.find("is_default");
    const bool preferred = is_default != payment_record.end() && is_default->is_boolean() && is_default->get<bool>();
    if (chosen == nullptr || preferred) chosen = &*payment;
    if (preferred) break;
  }
  if (chosen == nullptr) fail(call, "the invoice has no payment by payment intent");
  const auto intent = chosen->find("payment_intent");
  if (intent == chosen->end() || intent->is_null()) fail(call, "the invoice's payment has no payment_intent");
  if (!intent->is_object()) fail(call, "the invoice's payment_intent was not expanded");
  return read_intent(*intent, call);
}

}  // namespace billing::payments::stripe
