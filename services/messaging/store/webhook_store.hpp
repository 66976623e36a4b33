#pragma once
// All SQL of outgoing webhooks: the members' endpoints, the deliveries queued for them and each attempt (migration
// 0020).
#include <cw/db.hpp>
#include <cw/params.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> webhook_queries();

struct WebhookEndpoint {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string url;
  std::vector<std::string> events;
  std::string created_at;
};

// The member's endpoints, oldest first.
std::vector<WebhookEndpoint> webhook_endpoints_of(pqxx::transaction_base& tx, std::int64_t user_id);
WebhookEndpoint insert_webhook_endpoint(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& url,
                                        const std::vector<std::string>& events, const std::string& secret);
// The member's endpoint (nullopt: none of theirs has this id).
std::optional<WebhookEndpoint> webhook_endpoint_of(pqxx::transaction_base& tx, std::int64_t user_id,
                                                   std::int64_t endpoint_id);
// Deletes it with its deliveries: false when the member has no such endpoint.
bool delete_webhook_endpoint(pqxx::transaction_base& tx, std::int64_t user_id, std::int64_t endpoint_id);

// A delivery of the event to each of the user's endpoints subscribed to its type, unless one was queued for this
// event and endpoint already. Returns how many were queued.
int queue_webhook_deliveries(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& event_id,
                             const std::string& event_type, const std::string& data, const std::string& request_id);
// One delivery to one endpoint (a ping); returns its id.
std::int64_t queue_webhook_delivery(pqxx::transaction_base& tx, std::int64_t endpoint_id, const std::string& event_id,
                                    const std::string& event_type, const std::string& data,
                                    const std::string& request_id);

// The delivery due first, locked (SKIP LOCKED: another sender takes another), with where it goes.
struct DueWebhookDelivery {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string url;
  std::string secret;
  std::string event_type;
  std::string data;
  std::string created_at;
  std::string request_id;
  int attempts = 0;
};
std::optional<DueWebhookDelivery> next_due_webhook_delivery(pqxx::transaction_base& tx);

// An attempt's outcome. delivered: it is done; else next_attempt_seconds (nullopt: given up, failed).
struct WebhookAttempt {
  std::optional<int> status_code;
  int duration_ms = 0;
  std::optional<std::string> error;
  bool delivered = false;
  std::optional<double> next_attempt_seconds;
};
void record_webhook_attempt(pqxx::transaction_base& tx, std::int64_t delivery_id, int attempt,
                            const WebhookAttempt& outcome);

// The delivery log of an endpoint, newest first.
struct WebhookAttemptRow {
  int attempt = 0;
  std::string attempted_at;
  std::optional<int> status_code;
  int duration_ms = 0;
  std::optional<std::string> error;
};
struct WebhookDeliveryRow {
  std::int64_t id = 0;
  std::string event_id;
  std::string event_type;
  std::string created_at;
  int attempts = 0;
  std::optional<int> status_code;
  std::optional<int> duration_ms;
  std::optional<std::string> last_error;
  std::optional<std::string> next_attempt_at;  // while it is still to be tried
  std::optional<std::string> delivered_at;
  std::optional<std::string> failed_at;
  std::vector<WebhookAttemptRow> tries;
};
std::int64_t webhook_delivery_count(pqxx::transaction_base& tx, std::int64_t endpoint_id);
std::vector<WebhookDeliveryRow> webhook_deliveries(pqxx::transaction_base& tx, std::int64_t endpoint_id,
                                                   const cw::fields::Page& page);

}  // namespace messaging::store
