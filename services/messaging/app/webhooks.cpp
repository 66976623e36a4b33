#include "app/webhooks.hpp"

#include "domain/webhook.hpp"
#include "store/webhook_store.hpp"

#include <cw/errors.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/fields.hpp>
#include <cw/http.hpp>
#include <cw/random.hpp>
#include <cw/request_context.hpp>

namespace messaging {

namespace {

nlohmann::json endpoint_json(const store::WebhookEndpoint& endpoint) {
  return {{"id", endpoint.id}, {"url", endpoint.url}, {"events", endpoint.events}, {"createdAt", endpoint.created_at}};
}

template <class T>
nlohmann::json or_null(const std::optional<T>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json delivery_json(const store::WebhookDeliveryRow& delivery) {
  auto tries = nlohmann::json::array();
  for (const auto& attempt : delivery.tries) {
    tries.push_back({{"attempt", attempt.attempt},
                     {"at", attempt.attempted_at},
                     {"statusCode", or_null(attempt.status_code)},
                     {"durationMs", attempt.duration_ms},
                     {"error", or_null(attempt.error)}});
  }
  return {{"id", delivery.id},
          {"eventId", delivery.event_id},
          {"eventType", delivery.event_type},
          {"createdAt", delivery.created_at},
          {"status", delivery.delivered_at ? "delivered" : delivery.failed_at ? "failed" : "pending"},
          {"statusCode", or_null(delivery.status_code)},
          {"attempts", delivery.attempts},
          {"nextAttemptAt", or_null(delivery.next_attempt_at)},
          {"durationMs", or_null(delivery.duration_ms)},
          {"lastError", or_null(delivery.last_error)},
          {"deliveredAt", or_null(delivery.delivered_at)},
          {"failedAt", or_null(delivery.failed_at)},
          {"tries", tries}};
}

std::optional<std::vector<std::string>> requested_events(const nlohmann::json& body) {
  if (!body.contains("events") || body["events"].is_null()) return std::nullopt;
  return cw::fields::text_list(body["events"], "events");
}

}  // namespace

nlohmann::json Webhooks::list(const cw::Caller& caller) {
  return db_.read([&](pqxx::nontransaction& tx) {
    auto endpoints = nlohmann::json::array();
    for (const auto& endpoint : store::webhook_endpoints_of(tx, caller.user_id)) {
      endpoints.push_back(endpoint_json(endpoint));
    }
    return nlohmann::json{{"endpoints", endpoints}};
  });
}

nlohmann::json Webhooks::create(const cw::Caller& caller, const nlohmann::json& body) {
  return db_.with_transaction([&](pqxx::work& tx) {
    // Locked: two creations at once are counted one after the other.
    check_webhook_access(caller, cw::member_plans::lock_member_plan(tx, caller.user_id));
    if (!body.contains("url")) throw cw::invalid("url is required");
    const auto url = checked_webhook_url(cw::fields::text(body["url"], "url"), allow_local_);
    const auto events = checked_webhook_events(requested_events(body));
    check_webhook_count(store::webhook_endpoints_of(tx, caller.user_id).size());
    const auto secret = new_webhook_secret();
    auto created = endpoint_json(store::insert_webhook_endpoint(tx, caller.user_id, url, events, secret));
    created["secret"] = secret;
    return created;
  });
}

void Webhooks::remove(const cw::Caller& caller, std::int64_t endpoint_id) {
  const bool deleted = db_.with_transaction(
      [&](pqxx::work& tx) { return store::delete_webhook_endpoint(tx, caller.user_id, endpoint_id); });
  if (!deleted) throw cw::not_found(kWebhookNotFound);
}

nlohmann::json Webhooks::send_test(const cw::Caller& caller, std::int64_t endpoint_id) {
  return db_.with_transaction([&](pqxx::work& tx) {
    const auto endpoint = store::webhook_endpoint_of(tx, caller.user_id, endpoint_id);
    if (!endpoint) throw cw::not_found(kWebhookNotFound);
    check_webhook_access(caller, cw::member_plans::plan_of(tx, caller.user_id));
    const nlohmann::json data{{"endpointId", endpoint_id}, {"message", "A test delivery from CabinetWorks"}};
    const auto id = store::queue_webhook_delivery(tx, endpoint_id, std::string(kWebhookPing) + "-" + cw::random_hex(),
                                                  kWebhookPing, data.dump(), cw::current_request_id());
    return nlohmann::json{{"deliveryId", id}};
  });
}

nlohmann::json Webhooks::deliveries(const cw::Caller& caller, std::int64_t endpoint_id,
                                    const cw::fields::PageQuery& query) {
  const auto page = cw::fields::page(query);
  return db_.read_snapshot([&](pqxx::transaction_base& tx) {
    if (!store::webhook_endpoint_of(tx, caller.user_id, endpoint_id)) throw cw::not_found(kWebhookNotFound);
    auto body = cw::http::page_fields(store::webhook_delivery_count(tx, endpoint_id), page);
    body["deliveries"] = nlohmann::json::array();
    for (const auto& delivery : store::webhook_deliveries(tx, endpoint_id, page)) {
      body["deliveries"].push_back(delivery_json(delivery));
    }
    return body;
  });
}

void queue_webhook(pqxx::transaction_base& tx, const std::string& event_id, const std::string& event_type,
                   const std::vector<std::int64_t>& user_ids, const nlohmann::json& data) {
  const auto plans = cw::member_plans::plans_of(tx, user_ids);
  const auto text = data.dump();
  for (const auto user_id : user_ids) {
    const auto plan = plans.find(user_id);
    if (plan == plans.end() || !plan->second.has(cw::Capability::custom_integrations)) continue;
    store::queue_webhook_deliveries(tx, user_id, event_id, event_type, text, cw::current_request_id());
  }
}

}  // namespace messaging
