#pragma once
// A member's subscription and the rules of its life: paid plans run in periods; cancelling keeps the plan until the
// period ends, then the member falls back to starter (keeping every project); reactivating undoes a pending cancel.
#include "domain/plan.hpp"

#include <chrono>
#include <optional>
#include <string>

namespace billing {

using Clock = std::chrono::system_clock;

struct Subscription {
  std::string plan = "starter";  // starter, professional, enterprise
  std::string status = "active";  // active, inactive, trialing (the free trial of a first paid plan)
  std::string billing_cycle = "monthly";  // monthly, yearly
  bool cancel_at_period_end = false;
  std::optional<Clock::time_point> current_period_end;  // none on starter
  std::int64_t version = 1;
  std::optional<std::string> provider_subscription_id;
  // The period end the member was last told ahead of (period_notice_due): a new period gets a new notice.
  std::optional<Clock::time_point> period_end_noticed;
  // While the free trial runs: when it ends (the period's end too), and the first charge is made.
  std::optional<Clock::time_point> trial_end;
};

// Every member starts on the free starter plan, and stays there until they pay for another; a member whose
// subscription row has not been written yet is on it too.
Subscription starter_subscription();

bool is_paid(const Subscription& subscription);
bool is_cycle(const std::string& text);
bool is_paid_plan(const std::string& plan);

// Why the member may not cancel or reactivate (nullopt: they may).
std::optional<std::string> why_not_cancel(const Subscription& subscription);
std::optional<std::string> why_not_reactivate(const Subscription& subscription);
// Why the member may not buy this plan and cycle (already on it and not cancelling).
std::optional<std::string> why_not_buy(const Subscription& current, const Plan& plan, const std::string& cycle);

// The end of a period of this cycle that starts at `from` (a month is 30 days, a year 365).
Clock::time_point period_end(Clock::time_point from, const std::string& cycle);

// ---- the free trial ----

// A member's first renewing paid plan (professional or enterprise alike) starts with this many days free.
inline constexpr int kTrialDays = 14;
// The member is reminded this long before the trial ends that the first charge follows (subscription.trial_ending).
inline constexpr Clock::duration kTrialReminderAhead = std::chrono::hours(24 * 3);

bool is_trial(const Subscription& subscription);
// Whether buying this renewing plan starts a free trial: only for a member who never had a paid or trial plan (one
// trial per member: a plan payment of theirs that succeeded, a trial's included, rules it out) and is on starter.
bool trial_applies(const Subscription& current, bool had_plan_before);
// The trial starts once the card is saved: the plan's capabilities at once, status trialing, the period (and the
// trial) ending kTrialDays later, nothing charged. Cancelling keeps it until then; the first charge follows it.
Subscription after_trial_start(const Subscription& current, const std::string& plan, const std::string& cycle,
                               Clock::time_point now);
// The trial's reminder that is due by `now` (3 days ahead of its end, once per trial: the period_end_noticed marker),
// or nullopt. A trial set to cancel gets the period's ending notice instead (period_notice_due).
std::optional<Clock::time_point> trial_reminder_due(const Subscription& subscription, Clock::time_point now);

// A paid plan starts now, or follows the current period when the member pays again for the plan and cycle they
// are on (a renewal, the first charge after a trial included); a payment that comes more than a whole period after
// the end starts a new period now, so that one payment never pays for time already gone. A trial ends with any
// payment.
Subscription after_payment(const Subscription& current, const std::string& plan, const std::string& cycle,
                           bool renews, Clock::time_point now);

// What the sweep does to a subscription whose period ended: a cancelled one (or one bought for a single period)
// falls to starter. nullopt: nothing is due.
std::optional<Subscription> after_period_end(const Subscription& current, Clock::time_point now);

// How long before its end a paid period is told to the member: a plan that ends (set to cancel, or bought for one
// period) 3 days ahead, a yearly plan that renews 7 days ahead; monthly renewals are not told.
inline constexpr Clock::duration kEndingNoticeAhead = std::chrono::hours(24 * 3);
inline constexpr Clock::duration kRenewalNoticeAhead = std::chrono::hours(24 * 7);

// The notice of a period's end that is due by `now`: whether the plan renews then. nullopt: none is due (starter, a
// period already over or not near its end yet, a monthly renewal, a period already told).
struct PeriodNotice {
  bool renews = false;
  Clock::time_point period_end;
};
std::optional<PeriodNotice> period_notice_due(const Subscription& subscription, Clock::time_point now);

// ---- the 30-day money-back guarantee ----

// A plan payment may be refunded by its member for this long after it succeeded.
inline constexpr Clock::duration kMoneyBackWindow = std::chrono::hours(24 * 30);

// The member's latest plan payment (a subscription's first payment or a renewal, or one period), as a refund sees it.
struct LastPlanPayment {
  std::int64_t payment_id = 0;
  std::string intent_id;
  std::int64_t amount_cents = 0;
  Clock::time_point paid_at;
  bool refunded = false;
};

// Why the member's latest plan payment may not be refunded now (there is none, it was refunded, or it is older than
// kMoneyBackWindow), or nullopt when it may.
std::optional<std::string> why_not_refund(const std::optional<LastPlanPayment>& last, Clock::time_point now);
// The last moment the payment may be refunded.
Clock::time_point refundable_until(const LastPlanPayment& last);
// A refunded plan ends at once: the member falls to starter, keeping every project.
Subscription after_refund(const Subscription& current);

// The price of a plan in a cycle, in cents.
std::int64_t price_cents(const Plan& plan, const std::string& cycle);

}  // namespace billing
