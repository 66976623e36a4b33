#include "webhooks/sender.hpp"

#include "domain/webhook.hpp"
#include "store/webhook_store.hpp"

#include <cw/capability.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <nlohmann/json.hpp>

#include <chrono>

namespace messaging::webhooks {

namespace {

constexpr std::chrono::milliseconds kIdlePoll{500};
constexpr std::chrono::seconds kAfterError{2};

std::int64_t unix_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::string delivery_body(const store::DueWebhookDelivery& delivery) {
  const auto data = nlohmann::json::parse(delivery.data, nullptr, false);
  return nlohmann::json{{"id", delivery.id},
                        {"type", delivery.event_type},
                        {"createdAt", delivery.created_at},
                        // Written by this service as JSON; were it ever not, it goes as text rather than never.
                        {"data", data.is_discarded() ? nlohmann::json(delivery.data) : data}}
      .dump();
}

}  // namespace

Sender::Sender(cw::db::Pool& db, SenderSettings settings)
    : db_(db),
      settings_(settings),
      poster_(settings.allow_local),
      loop_("webhook sender", kIdlePoll, kAfterError, [this] { return send_next(); }) {}

Sender::~Sender() { stop(); }

void Sender::start() { loop_.start(); }

void Sender::stop() { loop_.stop(); }

bool Sender::send_next() {
  return db_.with_transaction([&](pqxx::work& tx) {
    auto delivery = store::next_due_webhook_delivery(tx);
    if (!delivery) return false;
    const cw::ScopedRequestId scope(delivery->request_id);
    const int attempt = delivery->attempts + 1;
    if (!cw::member_plans::plan_of(tx, delivery->user_id).has(cw::Capability::custom_integrations)) {
      store::record_webhook_attempt(
          tx, delivery->id, attempt,
          {std::nullopt, 0, "not sent: the plan no longer includes custom integrations", false, std::nullopt});
      return true;
    }
    const auto body = delivery_body(*delivery);
    const auto delivery_id = std::to_string(delivery->id);
    const auto outcome = poster_.post(delivery->url,
                                      {"Content-Type: application/json", "User-Agent: CabinetWorks-Webhooks/1",
                                       "CabinetWorks-Event: " + delivery->event_type,
                                       "CabinetWorks-Delivery: " + delivery_id,
                                       "CabinetWorks-Signature: " +
                                           webhook_signature(delivery->secret, unix_seconds(), body)},
                                      body);
    store::WebhookAttempt recorded{outcome.status_code, outcome.duration_ms, std::nullopt, outcome.delivered(),
                                   std::nullopt};
    if (!outcome.delivered()) {
      recorded.error = outcome.error;
      recorded.next_attempt_seconds = webhook_retry_delay(attempt, settings_.retry_scale);
    }
    store::record_webhook_attempt(tx, delivery->id, attempt, recorded);
    cw::log::info(outcome.delivered() ? "webhook delivered" : "webhook not delivered",
                  {{"deliveryId", delivery->id},
                   {"type", delivery->event_type},
                   {"attempt", attempt},
                   {"statusCode", outcome.status_code.value_or(0)},
                   {"durationMs", outcome.duration_ms},
                   {"error", outcome.error}});
    return true;
  });
}

}  // namespace messaging::webhooks
