#pragma once
#include "domain/subscription.hpp"

#include <cw/db.hpp>

#include <optional>
#include <vector>

namespace billing::store {

std::vector<cw::db::NamedQuery> subscription_queries();

std::optional<Subscription> find_subscription(pqxx::transaction_base& tx, std::int64_t user_id);
// The member's subscription, its row locked until the transaction ends (made first, as starter, when the member has
// none yet: their user.registered may still be on its way).
Subscription lock_subscription(pqxx::transaction_base& tx, std::int64_t user_id);
// Gives a new member their starter subscription (once: an existing one is kept). True when it was made.
bool open_subscription(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription);
void save_subscription(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription);
// Members whose paid period ended by `now` (at most `limit`): those set to cancel, and renewing ones too when
// `with_renewing`.
std::vector<std::int64_t> period_ended(pqxx::transaction_base& tx, Clock::time_point now, bool with_renewing,
                                       int limit);
// Members whose paid period is near its end and not told yet (at most `limit`): set to cancel and ending within
// `ending_within`, or yearly and renewing within `renewing_within`.
std::vector<std::int64_t> period_ending(pqxx::transaction_base& tx, Clock::time_point now,
                                        Clock::duration ending_within, Clock::duration renewing_within, int limit);
// Members whose subscription is to be told again (migration 0011), at most `limit`.
std::vector<std::int64_t> to_announce_again(pqxx::transaction_base& tx, int limit);
// The member's subscription was told again (their row locked by the caller).
void announced_again(pqxx::transaction_base& tx, std::int64_t user_id);
// The member was told of the end of their current period (their row locked by the caller).
void mark_period_end_noticed(pqxx::transaction_base& tx, std::int64_t user_id);

// The member whose subscription the provider knows by this id.
std::optional<std::int64_t> user_of_provider_subscription(pqxx::transaction_base& tx, const std::string& id);

std::optional<std::string> provider_customer(pqxx::transaction_base& tx, std::int64_t user_id);
void save_provider_customer(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& customer_id);

}  // namespace billing::store
