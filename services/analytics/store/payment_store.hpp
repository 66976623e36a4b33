#pragma once
// payment.succeeded, a consumer's batch at a time: each payment's line of the activity feed (migration 0004) and, for
// a project stage, the marketplace's paid-in fact (0007) and the client's money (0008), keyed on the event's id, all
// with one statement.
#include <cw/db.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace analytics::store {

std::vector<cw::db::NamedQuery> payment_queries();

struct SucceededPayment {
  std::string event_id;
  std::string activity;                   // the activity feed's line
  std::optional<std::int64_t> project_id;  // a project stage's: its fact and the client's money are kept too
  std::int64_t payer_id = 0;
  std::int64_t amount_cents = 0;
  std::string at;  // ISO-8601
};
// A redelivered payment (the same event id) adds no fact or money again; the activity line is the caller's to keep
// once (the consumer applies each event once).
void record_payments(pqxx::transaction_base& tx, const std::vector<SucceededPayment>& payments);

}  // namespace analytics::store
