#include "app/subscriptions.hpp"

#include "app/subscription_changes.hpp"
#include "app/views.hpp"
#include "store/payment_store.hpp"
#include "store/subscription_store.hpp"
#include "store/usage_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/log.hpp>

namespace billing {

namespace {

constexpr int kSweepBatch = 100;

// What a refund checked in its first transaction: the member's subscription and the payment to refund.
struct Refundable {
  Subscription subscription;
  LastPlanPayment payment;
};

void ensure_member(const cw::Caller& caller) {
  if (caller.is(cw::Role::admin)) throw cw::forbidden("Admins have no subscription of their own.");
}

}  // namespace

nlohmann::json Subscriptions::status(const cw::Caller& caller) {
  return db_.read([&](pqxx::nontransaction& tx) {
    const auto subscription = store::find_subscription(tx, caller.user_id).value_or(starter_subscription());
    return view(tx, caller.user_id, subscription);
  });
}

nlohmann::json Subscriptions::view(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription) {
  const bool trial_offered = trial_applies(subscription, store::had_plan(tx, user_id));
  return subscription_json(subscription, plan_by_id(tx, subscription.plan).capabilities,
                           trial_offered ? kTrialDays : 0);
}

nlohmann::json Subscriptions::usage(const cw::Caller& caller) {
  return usage_json(db_.read([&](pqxx::nontransaction& tx) { return store::usage_of(tx, caller.user_id); }));
}

nlohmann::json Subscriptions::cancel(const cw::Caller& caller) { return set_cancel(caller, true); }

nlohmann::json Subscriptions::reactivate(const cw::Caller& caller) { return set_cancel(caller, false); }

nlohmann::json Subscriptions::set_cancel(const cw::Caller& caller, bool cancel) {
  ensure_member(caller);
  const auto checked = [&](pqxx::work& tx) {
    auto current = store::lock_subscription(tx, caller.user_id);
    if (auto why = cancel ? why_not_cancel(current) : why_not_reactivate(current)) throw cw::conflict(*why);
    return current;
  };
  // The provider is told between two transactions, never while the subscription's row is locked: its call may take
  // seconds, and every payment of the member waits on that lock.
  const auto seen = db_.with_transaction(checked);
  if (seen.cancel_at_period_end == cancel) return answer(caller.user_id, seen);
  if (seen.provider_subscription_id) {
    try {
      provider_.set_cancel_at_period_end(*seen.provider_subscription_id, cancel,
                                         "cw-sub-" + std::to_string(caller.user_id) + "-v" +
                                             std::to_string(seen.version) + (cancel ? "-cancel" : "-resume"));
    } catch (const payments::ProviderError& error) {
      cw::log::warn("payment provider refused or unreachable", {{"provider", provider_.name()}, {"error", error.what()}});
      throw cw::unavailable("The payment provider could not be reached. Please try again in a moment.");
    }
  }
  auto subscription = db_.with_transaction([&](pqxx::work& tx) {
    auto current = checked(tx);
    // Changed meanwhile (a renewal, a payment, another tab): asking again tells the provider again with the new
    // version's key, then applies it.
    if (current.version != seen.version) {
      throw cw::conflict("Your subscription changed meanwhile. Please try again.", "subscription_changed");
    }
    auto next = current;
    next.cancel_at_period_end = cancel;
    ++next.version;
    change_subscription(tx, caller.user_id, next);
    return next;
  });
  return answer(caller.user_id, subscription);
}

nlohmann::json Subscriptions::money_back(const cw::Caller& caller) {
  ensure_member(caller);
  return db_.read([&](pqxx::nontransaction& tx) {
    const auto last = store::last_plan_payment(tx, caller.user_id);
    return money_back_json(last, why_not_refund(last, clock_.now()));
  });
}

nlohmann::json Subscriptions::refund(const cw::Caller& caller) {
  ensure_member(caller);
  const auto checked = [&](pqxx::work& tx) {
    auto current = store::lock_subscription(tx, caller.user_id);
    const auto last = store::last_plan_payment(tx, caller.user_id);
    if (auto why = why_not_refund(last, clock_.now())) throw cw::conflict(*why, "not_refundable");
    return Refundable{std::move(current), *last};
  };
  // As for a cancel, the provider is asked between two transactions, never under the subscription's lock.
  const auto refundable = db_.with_transaction(checked);
  const auto& last = refundable.payment;
  refund_at_provider(caller.user_id, refundable.subscription, last);
  auto subscription = db_.with_transaction([&](pqxx::work& tx) {
    auto current = store::lock_subscription(tx, caller.user_id);
    if (!store::record_transfer(tx, store::TransferKind::refund, last.payment_id, kRevenueAccount,
                                client_account(caller.user_id), last.amount_cents)) {
      throw cw::conflict("Your last payment was refunded already.", "not_refundable");
    }
    cw::log::info("plan payment refunded", {{"userId", caller.user_id}, {"paymentIntentId", last.intent_id},
                                            {"amountCents", last.amount_cents}});
    if (!is_paid(current)) return current;
    auto next = after_refund(current);
    change_subscription(tx, caller.user_id, next);
    return next;
  });
  return answer(caller.user_id, subscription);
}

void Subscriptions::end_for_deleted_account(pqxx::work& tx, std::int64_t user_id) {
  const auto last = store::last_plan_payment(tx, user_id);
  if (!why_not_refund(last, clock_.now())) refund_for_deleted_account(tx, user_id, *last);
  const auto current = store::lock_subscription(tx, user_id);
  if (!is_paid(current)) return;
  change_subscription(tx, user_id, after_refund(current));
  cw::log::info("plan ended: account deleted", {{"userId", user_id}, {"plan", current.plan}});
  if (!current.provider_subscription_id) return;
  cw::db::after_commit([this, user_id, provider_id = *current.provider_subscription_id] {
    try {
      provider_.set_cancel_at_period_end(provider_id, true, "cw-account-deleted-" + std::to_string(user_id));
    } catch (const std::exception& error) {
      cw::log::warn("payment provider did not stop the renewal of a deleted account's plan",
                    {{"provider", provider_.name()}, {"userId", user_id}, {"error", error.what()}});
    }
  });
}

void Subscriptions::refund_for_deleted_account(pqxx::work& tx, std::int64_t user_id, const LastPlanPayment& last) {
  // Asked before any row is locked, with the key of the member's own refund: a redelivered event, or a refund the
  // member asked for a moment before, refunds nothing twice. A provider that fails is not retried here (the
  // consumer's partition would wait on it): the log tells an operator to refund by hand.
  try {
    provider_.refund(last.intent_id, last.amount_cents, "cw-refund-" + last.intent_id);
  } catch (const payments::ProviderError& error) {
    cw::log::warn("a deleted account's refundable plan payment could not be refunded: refund it by hand",
                  {{"provider", provider_.name()}, {"userId", user_id}, {"paymentIntentId", last.intent_id},
                   {"error", error.what()}});
    return;
  }
  store::record_transfer(tx, store::TransferKind::refund, last.payment_id, kRevenueAccount, client_account(user_id),
                         last.amount_cents);
  cw::log::info("plan payment refunded: account deleted",
                {{"userId", user_id}, {"paymentIntentId", last.intent_id}, {"amountCents", last.amount_cents}});
}

void Subscriptions::refund_at_provider(std::int64_t user_id, const Subscription& seen, const LastPlanPayment& last) {
  // The key is the payment's: a retry after a failure later, or a second request at the same time, gets the same
  // refund.
  try {
    provider_.refund(last.intent_id, last.amount_cents, "cw-refund-" + last.intent_id);
  } catch (const payments::ProviderError& error) {
    cw::log::warn("payment provider refused or unreachable", {{"provider", provider_.name()}, {"error", error.what()}});
    throw cw::unavailable("The payment provider could not be reached. Please try again in a moment.");
  }
  if (!seen.provider_subscription_id) return;
  try {
    provider_.set_cancel_at_period_end(*seen.provider_subscription_id, true, "cw-refund-" + last.intent_id + "-end");
  } catch (const payments::ProviderError& error) {
    // The plan has ended in billing all the same; a renewal the provider charges anyway is an operator's matter.
    cw::log::warn("payment provider did not stop the renewal of a refunded plan",
                  {{"provider", provider_.name()}, {"userId", user_id}, {"error", error.what()}});
  }
}

nlohmann::json Subscriptions::answer(std::int64_t user_id, const Subscription& subscription) {
  return db_.read([&](pqxx::nontransaction& tx) { return view(tx, user_id, subscription); });
}

int Subscriptions::sweep() {
  const auto now = clock_.now();
  const int changed = end_periods(now) + tell_periods_ending(now) + announce_again();
  db_.with_transaction([](pqxx::work& tx) { store::forget_old_idempotency_keys(tx); });
  return changed;
}

int Subscriptions::end_periods(Clock::time_point now) {
  const bool renews_itself = provider_.name() == "test";
  int changed = 0;
  auto due = db_.read([&](pqxx::nontransaction& tx) { return store::period_ended(tx, now, renews_itself, kSweepBatch); });
  for (auto user_id : due) {
    try {
      db_.with_transaction([&](pqxx::work& tx) {
        auto current = store::lock_subscription(tx, user_id);
        if (auto next = after_period_end(current, now)) {
          change_subscription(tx, user_id, *next);
          ++changed;
        } else if (renews_itself && is_paid(current) && current.current_period_end &&
                   *current.current_period_end <= now) {
          payments_.renew(tx, user_id, current);
          ++changed;
        }
      });
    } catch (const std::exception& error) {
      cw::log::warn("sweep: a subscription is left for the next sweep", {{"userId", user_id}, {"error", error.what()}});
    }
  }
  return changed;
}

// Subscriptions told again as they are, for services that began keeping plans after they changed (migration 0011).
int Subscriptions::announce_again() {
  int told = 0;
  const auto due = db_.read([](pqxx::nontransaction& tx) { return store::to_announce_again(tx, kSweepBatch); });
  for (auto user_id : due) {
    db_.with_transaction([&](pqxx::work& tx) {
      const auto current = store::lock_subscription(tx, user_id);
      announce_subscription(tx, user_id, current);
      store::announced_again(tx, user_id);
    });
    ++told;
  }
  return told;
}

int Subscriptions::tell_periods_ending(Clock::time_point now) {
  int told = 0;
  auto near = db_.read([&](pqxx::nontransaction& tx) {
    return store::period_ending(tx, now, kEndingNoticeAhead, kRenewalNoticeAhead, kSweepBatch);
  });
  for (auto user_id : near) {
    try {
      db_.with_transaction([&](pqxx::work& tx) {
        const auto current = store::lock_subscription(tx, user_id);
        // The notice and its marker in one transaction: each period (each trial) is told once, whatever crashes.
        if (const auto trial_end = trial_reminder_due(current, now)) {
          store::mark_period_end_noticed(tx, user_id);
          const auto plan = plan_by_id(tx, current.plan);
          cw::events::publish(tx, cw::events::SubscriptionTrialEnding{
                                      user_id, current.plan, current.billing_cycle, cw::events::iso_utc(*trial_end),
                                      cw::Money::from_cents(price_cents(plan, current.billing_cycle))});
          ++told;
          return;
        }
        const auto notice = period_notice_due(current, now);
        if (!notice) return;
        store::mark_period_end_noticed(tx, user_id);
        const auto plan = plan_by_id(tx, current.plan);
        cw::events::publish(tx, cw::events::SubscriptionPeriodEnding{
                                    user_id, current.plan, current.billing_cycle,
                                    cw::events::iso_utc(notice->period_end), notice->renews,
                                    cw::Money::from_cents(price_cents(plan, current.billing_cycle))});
        ++told;
      });
    } catch (const std::exception& error) {
      cw::log::warn("sweep: a period's notice is left for the next sweep",
                    {{"userId", user_id}, {"error", error.what()}});
    }
  }
  return told;
}

}  // namespace billing
