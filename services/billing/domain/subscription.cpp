#include "domain/subscription.hpp"

namespace billing {

namespace {

constexpr auto kDay = std::chrono::hours(24);

}  // namespace

Subscription starter_subscription() { return {}; }

bool is_paid(const Subscription& subscription) { return subscription.plan != "starter"; }
bool is_cycle(const std::string& text) { return text == "monthly" || text == "yearly"; }
bool is_paid_plan(const std::string& plan) { return plan == "professional" || plan == "enterprise"; }

std::optional<std::string> why_not_cancel(const Subscription& subscription) {
  if (!is_paid(subscription)) return "You are on the free Starter plan: there is nothing to cancel.";
  return std::nullopt;
}

std::optional<std::string> why_not_reactivate(const Subscription& subscription) {
  if (!is_paid(subscription)) return "You are on the free Starter plan: there is nothing to reactivate.";
  if (!subscription.cancel_at_period_end) return "Your subscription is not set to cancel: it renews as it is.";
  return std::nullopt;
}

std::optional<std::string> why_not_buy(const Subscription& current, const Plan& plan, const std::string& cycle) {
  if (current.plan == plan.id && current.billing_cycle == cycle && !current.cancel_at_period_end) {
    return "You are already on the " + plan.name + " plan, billed " + cycle + ".";
  }
  return std::nullopt;
}

bool is_trial(const Subscription& subscription) { return subscription.trial_end.has_value(); }

bool trial_applies(const Subscription& current, bool had_plan_before) {
  return !had_plan_before && !is_paid(current);
}

Subscription after_trial_start(const Subscription& current, const std::string& plan, const std::string& cycle,
                               Clock::time_point now) {
  auto next = current;
  next.plan = plan;
  next.billing_cycle = cycle;
  next.status = "trialing";
  next.cancel_at_period_end = false;
  next.trial_end = now + kTrialDays * kDay;
  next.current_period_end = next.trial_end;
  next.version = current.version + 1;
  return next;
}

std::optional<Clock::time_point> trial_reminder_due(const Subscription& subscription, Clock::time_point now) {
  if (!is_trial(subscription) || subscription.cancel_at_period_end) return std::nullopt;
  const auto end = *subscription.trial_end;
  if (end <= now || subscription.period_end_noticed == end || end - now > kTrialReminderAhead) return std::nullopt;
  return end;
}

Clock::time_point period_end(Clock::time_point from, const std::string& cycle) {
  return from + (cycle == "yearly" ? 365 * kDay : 30 * kDay);
}

Subscription after_payment(const Subscription& current, const std::string& plan, const std::string& cycle,
                           bool renews, Clock::time_point now) {
  auto next = current;
  // Another period of the same plan follows the current one (a renewal, or buying again while cancelling).
  const bool same = current.plan == plan && current.billing_cycle == cycle && current.current_period_end;
  next.plan = plan;
  next.billing_cycle = cycle;
  next.status = "active";
  next.trial_end.reset();
  next.cancel_at_period_end = !renews;
  // A period nobody renewed while it ran (the sweep was down, or a test moved the clock past several) is not charged
  // after the fact: when following the old period would still end in the past, the paid period starts now.
  const auto following = same ? period_end(*current.current_period_end, cycle) : now;
  next.current_period_end = following > now ? following : period_end(now, cycle);
  next.version = current.version + 1;
  return next;
}

std::optional<Subscription> after_period_end(const Subscription& current, Clock::time_point now) {
  if (!is_paid(current) || !current.current_period_end || *current.current_period_end > now) return std::nullopt;
  if (!current.cancel_at_period_end) return std::nullopt;
  auto next = starter_subscription();
  next.version = current.version + 1;
  return next;
}

std::optional<PeriodNotice> period_notice_due(const Subscription& subscription, Clock::time_point now) {
  if (!is_paid(subscription) || !subscription.current_period_end) return std::nullopt;
  const auto end = *subscription.current_period_end;
  if (end <= now || subscription.period_end_noticed == end) return std::nullopt;
  const bool renews = !subscription.cancel_at_period_end;
  if (renews && is_trial(subscription)) return std::nullopt;  // told by trial_reminder_due instead
  if (renews && subscription.billing_cycle != "yearly") return std::nullopt;
  if (end - now > (renews ? kRenewalNoticeAhead : kEndingNoticeAhead)) return std::nullopt;
  return PeriodNotice{renews, end};
}

std::optional<std::string> why_not_refund(const std::optional<LastPlanPayment>& last, Clock::time_point now) {
  if (!last) return "You have no plan payment to refund.";
  if (last->refunded) return "Your last payment was refunded already.";
  if (now > refundable_until(*last)) {
    return "Your last payment was made more than 30 days ago: the 30-day money-back guarantee no longer covers it.";
  }
  return std::nullopt;
}

Clock::time_point refundable_until(const LastPlanPayment& last) { return last.paid_at + kMoneyBackWindow; }

Subscription after_refund(const Subscription& current) {
  auto next = starter_subscription();
  next.version = current.version + 1;
  return next;
}

std::int64_t price_cents(const Plan& plan, const std::string& cycle) {
  return cycle == "yearly" ? plan.yearly_cents : plan.monthly_cents;
}

}  // namespace billing
