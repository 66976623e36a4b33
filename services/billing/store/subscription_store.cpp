#include "store/subscription_store.hpp"

#include <cmath>

namespace billing::store {

namespace {

constexpr const char* kSubscriptionOfUser = R"sql(
  SELECT plan, status, billing_cycle, cancel_at_period_end,
    extract(epoch FROM current_period_end)::float8 AS period_end, version, provider_subscription_id,
    extract(epoch FROM period_end_noticed)::float8 AS period_end_noticed,
    extract(epoch FROM trial_ends_at)::float8 AS trial_end
  FROM subscriptions WHERE user_id = $1
)sql";

// Locks the member's row (made as starter first when missing); read after, in a statement of its own.
constexpr const char* kSubscriptionEnsure = R"sql(
  INSERT INTO subscriptions (user_id, plan, status, billing_cycle) VALUES ($1, 'starter', 'active', 'monthly')
  ON CONFLICT (user_id) DO NOTHING
)sql";
constexpr const char* kSubscriptionLock = R"sql(
  SELECT 1 FROM subscriptions WHERE user_id = $1 FOR UPDATE
)sql";

// $2 plan, $3 status, $4 billing cycle, $5 cancel at period end; an existing subscription is kept.
constexpr const char* kSubscriptionOpen = R"sql(
  INSERT INTO subscriptions (user_id, plan, status, billing_cycle, cancel_at_period_end)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (user_id) DO NOTHING
)sql";

// $2 plan, $3 status, $4 cycle, $5 cancel at period end, $6 period end (epoch seconds, or null), $7 version,
// $8 the provider's subscription, $9 the trial's end (epoch seconds, or null).
constexpr const char* kSubscriptionSave = R"sql(
  UPDATE subscriptions
  SET plan = $2, status = $3, billing_cycle = $4, cancel_at_period_end = $5, current_period_end = to_timestamp($6),
      version = $7, provider_subscription_id = $8, trial_ends_at = to_timestamp($9), updated_at = now()
  WHERE user_id = $1
)sql";

constexpr const char* kPeriodEnded = R"sql(
  SELECT user_id FROM subscriptions
  WHERE plan <> 'starter' AND current_period_end <= to_timestamp($1) AND (cancel_at_period_end OR $2)
  ORDER BY current_period_end
  LIMIT $3
)sql";

// Members whose paid period is near its end and not told yet: one that ends within $2 seconds (set to cancel, or a
// trial: its reminder is 3 days ahead too), a yearly one that renews within $3 (domain/subscription.hpp
// period_notice_due and trial_reminder_due decide, this only finds them).
constexpr const char* kToAnnounceAgain =
    "SELECT user_id FROM subscriptions WHERE announce_again ORDER BY user_id LIMIT $1";
constexpr const char* kAnnouncedAgain = "UPDATE subscriptions SET announce_again = false WHERE user_id = $1";
constexpr const char* kPeriodEnding = R"sql(
  SELECT user_id FROM subscriptions
  WHERE plan <> 'starter' AND current_period_end > to_timestamp($1)
    AND period_end_noticed IS DISTINCT FROM current_period_end
    AND (cancel_at_period_end OR billing_cycle = 'yearly' OR trial_ends_at IS NOT NULL)
    AND current_period_end <= to_timestamp($1) + make_interval(
        secs => CASE WHEN cancel_at_period_end OR trial_ends_at IS NOT NULL THEN $2::float8 ELSE $3::float8 END)
  ORDER BY current_period_end
  LIMIT $4
)sql";
constexpr const char* kPeriodEndNoticed = R"sql(
  UPDATE subscriptions SET period_end_noticed = current_period_end WHERE user_id = $1
)sql";

constexpr const char* kUserOfProviderSubscription = R"sql(
  SELECT user_id FROM subscriptions WHERE provider_subscription_id = $1
)sql";

constexpr const char* kProviderCustomer = R"sql(
  SELECT provider_customer_id FROM customers WHERE user_id = $1
)sql";
constexpr const char* kProviderCustomerSave = R"sql(
  INSERT INTO customers (user_id, provider_customer_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING
)sql";

double epoch_seconds(Clock::time_point time) {
  return std::chrono::duration<double>(time.time_since_epoch()).count();
}

// A time read as epoch seconds, to the millisecond (as events and the API show it).
std::optional<Clock::time_point> time_at(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  const auto seconds = field.as<double>();
  return Clock::time_point(
      std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(std::floor(seconds * 1000) / 1000)));
}

Subscription read_subscription(const pqxx::row& row) {
  Subscription subscription;
  subscription.plan = row["plan"].as<std::string>();
  subscription.status = row["status"].as<std::string>();
  subscription.billing_cycle = row["billing_cycle"].as<std::string>();
  subscription.cancel_at_period_end = row["cancel_at_period_end"].as<bool>();
  subscription.current_period_end = time_at(row["period_end"]);
  subscription.version = row["version"].as<std::int64_t>();
  subscription.provider_subscription_id = cw::db::optional_field<std::string>(row["provider_subscription_id"]);
  subscription.period_end_noticed = time_at(row["period_end_noticed"]);
  subscription.trial_end = time_at(row["trial_end"]);
  return subscription;
}

}  // namespace

std::vector<cw::db::NamedQuery> subscription_queries() {
  return {
      {"subscription_of_user", kSubscriptionOfUser},
      {"subscription_ensure", kSubscriptionEnsure},
      {"subscription_lock", kSubscriptionLock},
      {"subscription_open", kSubscriptionOpen},
      {"subscription_save", kSubscriptionSave},
      {"subscription_period_ended", kPeriodEnded},
      {"subscription_period_ending", kPeriodEnding},
      {"subscription_period_end_noticed", kPeriodEndNoticed},
      {"subscription_to_announce_again", kToAnnounceAgain},
      {"subscription_announced_again", kAnnouncedAgain},
      {"subscription_of_provider", kUserOfProviderSubscription},
      {"subscription_provider_customer", kProviderCustomer},
      {"subscription_provider_customer_save", kProviderCustomerSave},
  };
}

std::optional<Subscription> find_subscription(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("subscription_of_user", user_id);
  if (rows.empty()) return std::nullopt;
  return read_subscription(rows[0]);
}

Subscription lock_subscription(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("subscription_ensure", user_id);
  tx.exec_prepared("subscription_lock", user_id);
  return read_subscription(tx.exec_prepared1("subscription_of_user", user_id));
}

bool open_subscription(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription) {
  return tx.exec_prepared("subscription_open", user_id, subscription.plan, subscription.status,
                          subscription.billing_cycle, subscription.cancel_at_period_end)
             .affected_rows() == 1;
}

void save_subscription(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription) {
  std::optional<double> period_end;
  if (subscription.current_period_end) period_end = epoch_seconds(*subscription.current_period_end);
  std::optional<double> trial_end;
  if (subscription.trial_end) trial_end = epoch_seconds(*subscription.trial_end);
  tx.exec_prepared("subscription_save", user_id, subscription.plan, subscription.status, subscription.billing_cycle,
                   subscription.cancel_at_period_end, period_end, subscription.version,
                   subscription.provider_subscription_id, trial_end);
}

std::vector<std::int64_t> period_ended(pqxx::transaction_base& tx, Clock::time_point now, bool with_renewing,
                                       int limit) {
  std::vector<std::int64_t> users;
  for (const auto& row : tx.exec_prepared("subscription_period_ended", epoch_seconds(now), with_renewing, limit)) {
    users.push_back(row["user_id"].as<std::int64_t>());
  }
  return users;
}

std::vector<std::int64_t> period_ending(pqxx::transaction_base& tx, Clock::time_point now,
                                        Clock::duration ending_within, Clock::duration renewing_within, int limit) {
  const auto seconds = [](Clock::duration span) { return std::chrono::duration<double>(span).count(); };
  std::vector<std::int64_t> users;
  for (const auto& row : tx.exec_prepared("subscription_period_ending", epoch_seconds(now), seconds(ending_within),
                                          seconds(renewing_within), limit)) {
    users.push_back(row["user_id"].as<std::int64_t>());
  }
  return users;
}

std::vector<std::int64_t> to_announce_again(pqxx::transaction_base& tx, int limit) {
  std::vector<std::int64_t> users;
  for (const auto& row : tx.exec_prepared("subscription_to_announce_again", limit)) {
    users.push_back(row["user_id"].as<std::int64_t>());
  }
  return users;
}

void announced_again(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("subscription_announced_again", user_id);
}

void mark_period_end_noticed(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("subscription_period_end_noticed", user_id);
}

std::optional<std::int64_t> user_of_provider_subscription(pqxx::transaction_base& tx, const std::string& id) {
  if (id.empty()) return std::nullopt;
  auto rows = tx.exec_prepared("subscription_of_provider", id);
  if (rows.empty()) return std::nullopt;
  return rows[0]["user_id"].as<std::int64_t>();
}

std::optional<std::string> provider_customer(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("subscription_provider_customer", user_id);
  if (rows.empty()) return std::nullopt;
  return rows[0]["provider_customer_id"].as<std::string>();
}

void save_provider_customer(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& customer_id) {
  tx.exec_prepared("subscription_provider_customer_save", user_id, customer_id);
}

}  // namespace billing::store
