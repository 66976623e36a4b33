#pragma once
// Use cases of a member's subscription: what it is, what they used, cancelling at the period's end, reactivating,
// and the sweep that ends cancelled periods.
#include <cw/movable_clock.hpp>
#include "app/payments.hpp"
#include "payments/provider.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace billing {

class Subscriptions {
 public:
  Subscriptions(cw::db::Pool& db, payments::Provider& provider, Payments& payments, const cw::MovableClock& clock)
      : db_(db), provider_(provider), payments_(payments), clock_(clock) {}

  // The caller's subscription: the starter plan until they pay for another.
  nlohmann::json status(const cw::Caller& caller);
  // What the caller used ({activeProjects, monthlyProjects, messagesThisMonth}), as other services' events told.
  nlohmann::json usage(const cw::Caller& caller);
  // The paid plan stays until the period ends, then falls to starter. Cancelling twice changes nothing.
  nlohmann::json cancel(const cw::Caller& caller);
  // Undoes a pending cancellation.
  nlohmann::json reactivate(const cw::Caller& caller);
  // The 30-day money-back guarantee: whether the caller's latest plan payment may be refunded now
  // ({eligible, reason, payment, refundableUntil}).
  nlohmann::json money_back(const cw::Caller& caller);
  // Refunds the caller's latest plan payment within 30 days of it: the provider refunds it, the ledger records it
  // (platform:revenue -> client), the plan ends at once (subscription.changed to starter). 409 when there is none,
  // it was refunded already, or it is older than 30 days.
  nlohmann::json refund(const cw::Caller& caller);
  // Ends the periods due by the clock's now: a cancelled (or single-period) plan falls to starter, keeping every
  // project; a renewing one is renewed when the provider renews by itself (the test provider). Then tells members
  // whose period is near its end (subscription.period_ending, once per period: domain period_notice_due) or whose
  // free trial ends in 3 days (subscription.trial_ending, once per trial: trial_reminder_due), and tells
  // again the subscriptions marked for it (migration 0011). Returns how many subscriptions changed or were told.
  int sweep();
  // account.deleted (in the consumer's transaction): a paid plan ends at once and, once it commits, the provider is
  // told not to renew it; the last plan payment is refunded only if the 30-day money-back guarantee still covers it.
  // Payments, the ledger and the provider's customer are kept, as the law requires of money records.
  void end_for_deleted_account(pqxx::work& tx, std::int64_t user_id);

 private:
  int end_periods(Clock::time_point now);
  int tell_periods_ending(Clock::time_point now);
  int announce_again();
  nlohmann::json set_cancel(const cw::Caller& caller, bool cancel);
  // The provider refunds the payment (503 when it cannot) and, for its recurring subscription, stops renewing it.
  void refund_at_provider(std::int64_t user_id, const Subscription& seen, const LastPlanPayment& last);
  void refund_for_deleted_account(pqxx::work& tx, std::int64_t user_id, const LastPlanPayment& last);
  // The subscription as the API shows it, with its plan's capabilities and the free trial the member would get.
  nlohmann::json answer(std::int64_t user_id, const Subscription& subscription);
  nlohmann::json view(pqxx::transaction_base& tx, std::int64_t user_id, const Subscription& subscription);

  cw::db::Pool& db_;
  payments::Provider& provider_;
  Payments& payments_;
  const cw::MovableClock& clock_;
};

}  // namespace billing
