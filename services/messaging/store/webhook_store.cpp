#include "store/webhook_store.hpp"

namespace messaging::store {

namespace {

constexpr const char* kEndpointsOf = R"sql(
  SELECT id, user_id, url, events, iso_utc(created_at) AS created_at
  FROM webhook_endpoints WHERE user_id = $1 ORDER BY id
)sql";

constexpr const char* kInsertEndpoint = R"sql(
  INSERT INTO webhook_endpoints (user_id, url, events, secret) VALUES ($1, $2, $3, $4)
  RETURNING id, user_id, url, events, iso_utc(created_at) AS created_at
)sql";

constexpr const char* kEndpointOf = R"sql(
  SELECT id, user_id, url, events, iso_utc(created_at) AS created_at
  FROM webhook_endpoints WHERE user_id = $1 AND id = $2
)sql";

constexpr const char* kDeleteEndpoint = R"sql(
  DELETE FROM webhook_endpoints WHERE user_id = $1 AND id = $2 RETURNING id
)sql";

constexpr const char* kQueueForUser = R"sql(
  INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, data, request_id)
  SELECT id, $2, $3, $4, $5 FROM webhook_endpoints
  WHERE user_id = $1 AND $3 = ANY (string_to_array(events, ','))
  ON CONFLICT (event_id, endpoint_id) DO NOTHING
)sql";

constexpr const char* kQueueOne = R"sql(
  INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, data, request_id) VALUES ($1, $2, $3, $4, $5)
  RETURNING id
)sql";

constexpr const char* kNextDelivery = R"sql(
  SELECT d.id, e.user_id, e.url, e.secret, d.event_type, d.data, iso_utc(d.created_at) AS created_at, d.request_id,
    d.attempts
  FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
  WHERE d.delivered_at IS NULL AND d.failed_at IS NULL AND d.next_attempt_at <= now()
  ORDER BY d.next_attempt_at, d.id
  LIMIT 1
  FOR UPDATE OF d SKIP LOCKED
)sql";

constexpr const char* kAddAttempt = R"sql(
  INSERT INTO webhook_attempts (delivery_id, attempt, status_code, duration_ms, error) VALUES ($1, $2, $3, $4, $5)
)sql";

// $6 delivered; $7 seconds to the next attempt (NULL with $6 false: given up).
constexpr const char* kUpdateDelivery = R"sql(
  UPDATE webhook_deliveries SET attempts = $2, status_code = $3, duration_ms = $4, last_error = $5,
    delivered_at = CASE WHEN $6 THEN now() END,
    failed_at = CASE WHEN NOT $6 AND $7::float8 IS NULL THEN now() END,
    next_attempt_at = CASE WHEN $7::float8 IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $7) END
  WHERE id = $1
)sql";

constexpr const char* kDeliveryCount = R"sql(
  SELECT count(*) FROM webhook_deliveries WHERE endpoint_id = $1
)sql";

constexpr const char* kDeliveries = R"sql(
  SELECT id, event_id, event_type, iso_utc(created_at) AS created_at, attempts, status_code, duration_ms, last_error,
    CASE WHEN delivered_at IS NULL AND failed_at IS NULL THEN iso_utc(next_attempt_at) END AS next_attempt_at,
    iso_utc(delivered_at) AS delivered_at, iso_utc(failed_at) AS failed_at
  FROM webhook_deliveries WHERE endpoint_id = $1
  ORDER BY id DESC LIMIT $2 OFFSET $3
)sql";

constexpr const char* kAttemptsOfPage = R"sql(
  SELECT delivery_id, attempt, iso_utc(attempted_at) AS attempted_at, status_code, duration_ms, error
  FROM webhook_attempts
  WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3)
  ORDER BY delivery_id, attempt
)sql";

std::vector<std::string> split_events(const std::string& text) {
  std::vector<std::string> events;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = std::min(text.find(',', start), text.size());
    if (end > start) events.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return events;
}

std::string join_events(const std::vector<std::string>& events) {
  std::string text;
  for (const auto& event : events) text += (text.empty() ? "" : ",") + event;
  return text;
}

WebhookEndpoint read_endpoint(const pqxx::row& row) {
  return {row["id"].as<std::int64_t>(), row["user_id"].as<std::int64_t>(), row["url"].as<std::string>(),
          split_events(row["events"].as<std::string>()), row["created_at"].as<std::string>()};
}

}  // namespace

std::vector<cw::db::NamedQuery> webhook_queries() {
  return {{"webhook_endpoints_of", kEndpointsOf},
          {"webhook_insert_endpoint", kInsertEndpoint},
          {"webhook_endpoint_of", kEndpointOf},
          {"webhook_delete_endpoint", kDeleteEndpoint},
          {"webhook_queue_for_user", kQueueForUser},
          {"webhook_queue_one", kQueueOne},
          {"webhook_next_due", kNextDelivery},
          {"webhook_add_attempt", kAddAttempt},
          {"webhook_update_delivery", kUpdateDelivery},
          {"webhook_delivery_count", kDeliveryCount},
          {"webhook_deliveries", kDeliveries},
          {"webhook_attempts_of_page", kAttemptsOfPage}};
}

std::vector<WebhookEndpoint> webhook_endpoints_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  std::vector<WebhookEndpoint> endpoints;
  for (const auto& row : tx.exec_prepared("webhook_endpoints_of", user_id)) endpoints.push_back(read_endpoint(row));
  return endpoints;
}

WebhookEndpoint insert_webhook_endpoint(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& url,
                                        const std::vector<std::string>& events, const std::string& secret) {
  return read_endpoint(tx.exec_prepared1("webhook_insert_endpoint", user_id, url, join_events(events), secret));
}

std::optional<WebhookEndpoint> webhook_endpoint_of(pqxx::transaction_base& tx, std::int64_t user_id,
                                                   std::int64_t endpoint_id) {
  auto rows = tx.exec_prepared("webhook_endpoint_of", user_id, endpoint_id);
  if (rows.empty()) return std::nullopt;
  return read_endpoint(rows[0]);
}

bool delete_webhook_endpoint(pqxx::transaction_base& tx, std::int64_t user_id, std::int64_t endpoint_id) {
  return !tx.exec_prepared("webhook_delete_endpoint", user_id, endpoint_id).empty();
}

int queue_webhook_deliveries(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& event_id,
                             const std::string& event_type, const std::string& data, const std::string& request_id) {
  return static_cast<int>(
      tx.exec_prepared("webhook_queue_for_user", user_id, event_id, event_type, data, request_id).affected_rows());
}

std::int64_t queue_webhook_delivery(pqxx::transaction_base& tx, std::int64_t endpoint_id, const std::string& event_id,
                                    const std::string& event_type, const std::string& data,
                                    const std::string& request_id) {
  return tx.exec_prepared1("webhook_queue_one", endpoint_id, event_id, event_type, data, request_id)[0]
      .as<std::int64_t>();
}

std::optional<DueWebhookDelivery> next_due_webhook_delivery(pqxx::transaction_base& tx) {
  auto rows = tx.exec_prepared("webhook_next_due");
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  return DueWebhookDelivery{row["id"].as<std::int64_t>(),        row["user_id"].as<std::int64_t>(),
                            row["url"].as<std::string>(),        row["secret"].as<std::string>(),
                            row["event_type"].as<std::string>(), row["data"].as<std::string>(),
                            row["created_at"].as<std::string>(), row["request_id"].as<std::string>(),
                            row["attempts"].as<int>()};
}

void record_webhook_attempt(pqxx::transaction_base& tx, std::int64_t delivery_id, int attempt,
                            const WebhookAttempt& outcome) {
  tx.exec_prepared("webhook_add_attempt", delivery_id, attempt, outcome.status_code, outcome.duration_ms,
                   outcome.error);
  tx.exec_prepared("webhook_update_delivery", delivery_id, attempt, outcome.status_code, outcome.duration_ms,
                   outcome.error, outcome.delivered, outcome.delivered ? std::optional<double>{} : outcome.next_attempt_seconds);
}

std::int64_t webhook_delivery_count(pqxx::transaction_base& tx, std::int64_t endpoint_id) {
  return tx.exec_prepared1("webhook_delivery_count", endpoint_id)[0].as<std::int64_t>();
}

std::vector<WebhookDeliveryRow> webhook_deliveries(pqxx::transaction_base& tx, std::int64_t endpoint_id,
                                                   const cw::fields::Page& page) {
  using cw::db::optional_field;
  std::vector<WebhookDeliveryRow> deliveries;
  for (const auto& row : tx.exec_prepared("webhook_deliveries", endpoint_id, page.size, page.offset())) {
    deliveries.push_back({row["id"].as<std::int64_t>(), row["event_id"].as<std::string>(),
                          row["event_type"].as<std::string>(), row["created_at"].as<std::string>(),
                          row["attempts"].as<int>(), optional_field<int>(row["status_code"]),
                          optional_field<int>(row["duration_ms"]), optional_field<std::string>(row["last_error"]),
                          optional_field<std::string>(row["next_attempt_at"]),
                          optional_field<std::string>(row["delivered_at"]),
                          optional_field<std::string>(row["failed_at"]),
                          {}});
  }
  for (const auto& row : tx.exec_prepared("webhook_attempts_of_page", endpoint_id, page.size, page.offset())) {
    const auto delivery_id = row["delivery_id"].as<std::int64_t>();
    for (auto& delivery : deliveries) {
      if (delivery.id != delivery_id) continue;
      delivery.tries.push_back({row["attempt"].as<int>(), row["attempted_at"].as<std::string>(),
                                optional_field<int>(row["status_code"]), row["duration_ms"].as<int>(),
                                optional_field<std::string>(row["error"])});
    }
  }
  return deliveries;
}

}  // namespace messaging::store
