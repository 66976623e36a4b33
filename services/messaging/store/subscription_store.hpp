#pragma once
// The projection of subscription.changed that lets a change be told in words (domain/notification.hpp PlanState).
#include "domain/notification.hpp"

#include <cw/db.hpp>

#include <optional>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> subscription_queries();

struct SubscriptionSeen {
  bool newer = false;               // this version is newer than any seen before (else nothing changed)
  std::optional<PlanState> before;  // what was known before it, if anything
};
// Records the member's subscription at this version unless a newer one was seen; says what was known before.
SubscriptionSeen see_subscription(pqxx::transaction_base& tx, std::int64_t user_id, std::int64_t version,
                                  const PlanState& state);

}  // namespace messaging::store
