#pragma once
#include "domain/subscription.hpp"

#include <cw/db.hpp>

#include <optional>

namespace billing::store {

std::vector<cw::db::NamedQuery> subscription_queries();

std::optional<Subscription> find_subscription(pqxx::transaction_base& tx, std::int64_t user_id);
// Gives a new member their starter subscription (once: an existing one is kept).
void open_subscription(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription);

}  // namespace billing::store
