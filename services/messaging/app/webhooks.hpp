#pragma once
// A member's outgoing webhooks (issue 29 item 10, enterprise): their endpoints, "Send test" and the delivery log; and
// queue_webhook, which the event handlers call to queue a delivery in the event's own transaction.
#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/params.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace messaging {

class Webhooks {
 public:
  // allow_local (WEBHOOK_ALLOW_LOCAL=1, the tests): http:// URLs too.
  Webhooks(cw::db::Pool& db, bool allow_local) : db_(db), allow_local_(allow_local) {}

  // The caller's endpoints (listed even when their plan no longer has custom_integrations).
  nlohmann::json list(const cw::Caller& caller);
  // {"url", "events"?}: the new endpoint with its signing secret, which is never shown again.
  nlohmann::json create(const cw::Caller& caller, const nlohmann::json& body);
  void remove(const cw::Caller& caller, std::int64_t endpoint_id);
  // Queues a ping delivery to the endpoint: {"deliveryId"}.
  nlohmann::json send_test(const cw::Caller& caller, std::int64_t endpoint_id);
  // The endpoint's deliveries, newest first, a page at a time.
  nlohmann::json deliveries(const cw::Caller& caller, std::int64_t endpoint_id, const cw::fields::PageQuery& query);

 private:
  cw::db::Pool& db_;
  bool allow_local_;
};

// Queues the event (its type as webhooks name it, e.g. stage.funded, and its data) for each endpoint of each user
// subscribed to it, when the user's plan has custom_integrations; once per event and endpoint.
void queue_webhook(pqxx::transaction_base& tx, const std::string& event_id, const std::string& event_type,
                   const std::vector<std::int64_t>& user_ids, const nlohmann::json& data);

}  // namespace messaging
