// When a member is told ahead that their paid period ends or renews (issue 28): a plan that ends 3 days before, a
// yearly renewal 7 days before, once per period.
#include "domain/subscription.hpp"

#include <gtest/gtest.h>

namespace {

using billing::Clock;
using billing::Subscription;
using namespace std::chrono_literals;

constexpr auto kDay = 24h;
const Clock::time_point kEnd = Clock::time_point(1'796'400'000s);  // 2026-12-04

Subscription paid(const std::string& cycle, bool cancel_at_period_end) {
  Subscription subscription;
  subscription.plan = "professional";
  subscription.billing_cycle = cycle;
  subscription.cancel_at_period_end = cancel_at_period_end;
  subscription.current_period_end = kEnd;
  return subscription;
}

}  // namespace

TEST(PeriodNotice, APlanThatEndsIsToldThreeDaysBefore) {
  for (const char* cycle : {"monthly", "yearly"}) {
    const auto ending = paid(cycle, true);
    EXPECT_FALSE(billing::period_notice_due(ending, kEnd - 3 * kDay - 1s)) << cycle;
    const auto notice = billing::period_notice_due(ending, kEnd - 3 * kDay);
    ASSERT_TRUE(notice) << cycle;
    EXPECT_FALSE(notice->renews);
    EXPECT_EQ(notice->period_end, kEnd);
    EXPECT_TRUE(billing::period_notice_due(ending, kEnd - 1s)) << cycle;
  }
}

TEST(PeriodNotice, AYearlyRenewalIsToldSevenDaysBeforeAndAMonthlyOneNever) {
  const auto yearly = paid("yearly", false);
  EXPECT_FALSE(billing::period_notice_due(yearly, kEnd - 8 * kDay));
  const auto notice = billing::period_notice_due(yearly, kEnd - 7 * kDay);
  ASSERT_TRUE(notice);
  EXPECT_TRUE(notice->renews);
  EXPECT_EQ(notice->period_end, kEnd);
  const auto monthly = paid("monthly", false);
  for (auto before : {7 * kDay, 3 * kDay, 1 * kDay}) EXPECT_FALSE(billing::period_notice_due(monthly, kEnd - before));
}

TEST(PeriodNotice, NothingOnStarterOrOnceThePeriodIsOver) {
  EXPECT_FALSE(billing::period_notice_due(billing::starter_subscription(), kEnd));
  auto starter = paid("monthly", true);
  starter.plan = "starter";
  EXPECT_FALSE(billing::period_notice_due(starter, kEnd - kDay));
  EXPECT_FALSE(billing::period_notice_due(paid("monthly", true), kEnd));
  EXPECT_FALSE(billing::period_notice_due(paid("yearly", false), kEnd + kDay));
  auto no_end = paid("yearly", true);
  no_end.current_period_end.reset();
  EXPECT_FALSE(billing::period_notice_due(no_end, kEnd - kDay));
}

TEST(PeriodNotice, OncePerPeriod) {
  auto told = paid("yearly", true);
  told.period_end_noticed = kEnd;
  EXPECT_FALSE(billing::period_notice_due(told, kEnd - kDay));
  // The next period (a renewal, buying again) is told again.
  told.current_period_end = kEnd + 365 * kDay;
  EXPECT_TRUE(billing::period_notice_due(told, kEnd + 364 * kDay));
  // Reactivated after its ending was told: the renewal of the same period is not told a second time.
  auto reactivated = paid("yearly", false);
  reactivated.period_end_noticed = kEnd;
  EXPECT_FALSE(billing::period_notice_due(reactivated, kEnd - 2 * kDay));
}

TEST(MoneyBack, ThirtyDaysFromThePaymentAndOnce) {
  const auto paid_at = kEnd - 30 * kDay;
  const billing::LastPlanPayment last{7, "pi_1", 2900, paid_at, false};
  EXPECT_EQ(billing::refundable_until(last), paid_at + 30 * kDay);
  EXPECT_EQ(billing::why_not_refund(last, paid_at), std::nullopt);
  EXPECT_EQ(billing::why_not_refund(last, paid_at + 30 * kDay), std::nullopt) << "the whole thirtieth day";
  EXPECT_EQ(billing::why_not_refund(last, paid_at + 30 * kDay + 1s),
            "Your last payment was made more than 30 days ago: the 30-day money-back guarantee no longer covers it.");
  auto refunded = last;
  refunded.refunded = true;
  EXPECT_EQ(billing::why_not_refund(refunded, paid_at), "Your last payment was refunded already.");
  EXPECT_EQ(billing::why_not_refund(std::nullopt, paid_at), "You have no plan payment to refund.");
}

TEST(MoneyBack, ARefundedPlanEndsAtOnce) {
  auto current = paid("yearly", false);
  current.version = 4;
  current.provider_subscription_id = "sub_1";
  const auto next = billing::after_refund(current);
  EXPECT_EQ(next.plan, "starter");
  EXPECT_EQ(next.version, 5);
  EXPECT_EQ(next.current_period_end, std::nullopt);
  EXPECT_FALSE(next.cancel_at_period_end);
  EXPECT_EQ(next.provider_subscription_id, std::nullopt);
}

// ---- the free trial (issue 29 item 12) ----

TEST(FreeTrial, OnlyAMemberOnStarterWhoNeverHadAPlanGetsOne) {
  EXPECT_TRUE(billing::trial_applies(billing::starter_subscription(), false));
  EXPECT_FALSE(billing::trial_applies(billing::starter_subscription(), true)) << "one trial per member";
  EXPECT_FALSE(billing::trial_applies(paid("monthly", false), false));
}

TEST(FreeTrial, StartsThePlanAtOnceForFourteenDaysAndEndsWithTheFirstCharge) {
  const auto now = kEnd - 20 * kDay;
  auto start = billing::starter_subscription();
  const auto trial = billing::after_trial_start(start, "enterprise", "yearly", now);
  EXPECT_EQ(trial.plan, "enterprise");
  EXPECT_EQ(trial.status, "trialing");
  EXPECT_TRUE(billing::is_trial(trial));
  EXPECT_EQ(trial.trial_end, now + 14 * kDay);
  EXPECT_EQ(trial.current_period_end, trial.trial_end);
  EXPECT_EQ(trial.version, start.version + 1);
  // The first charge at the trial's end: another period follows the trial's, and the trial is over.
  const auto charged = billing::after_payment(trial, "enterprise", "yearly", true, *trial.trial_end);
  EXPECT_EQ(charged.status, "active");
  EXPECT_FALSE(billing::is_trial(charged));
  EXPECT_EQ(charged.current_period_end, *trial.trial_end + 365 * kDay);
}

TEST(Renewal, FollowsThePeriodOrStartsNowWhenAWholePeriodWentByUnrenewed) {
  const auto starter = billing::starter_subscription();
  const auto monthly = billing::after_payment(starter, "professional", "monthly", true, kEnd - 30 * kDay);
  ASSERT_EQ(monthly.current_period_end, kEnd);
  // Renewed a day late: the next period still follows the one that ended (its anchor kept).
  EXPECT_EQ(billing::after_payment(monthly, "professional", "monthly", true, kEnd + kDay).current_period_end,
            kEnd + 30 * kDay);
  // Renewed a year late (the sweep was down, or a test moved the clock): one payment, one period from now, not
  // a period that ended eleven months ago and a renewal per missed month.
  const auto late = kEnd + 365 * kDay;
  EXPECT_EQ(billing::after_payment(monthly, "professional", "monthly", true, late).current_period_end,
            late + 30 * kDay);
  EXPECT_EQ(billing::after_payment(monthly, "professional", "monthly", true, kEnd + 30 * kDay).current_period_end,
            kEnd + 60 * kDay);
  // Another plan starts now, as before.
  EXPECT_EQ(billing::after_payment(monthly, "enterprise", "monthly", true, kEnd - kDay).current_period_end,
            kEnd + 29 * kDay);
}

TEST(FreeTrial, RemindedThreeDaysBeforeItsEndOnceAndNotWhenCancelled) {
  auto trial = billing::after_trial_start(billing::starter_subscription(), "professional", "yearly", kEnd - 14 * kDay);
  const auto end = *trial.trial_end;
  EXPECT_FALSE(billing::trial_reminder_due(trial, end - 3 * kDay - 1s));
  EXPECT_EQ(billing::trial_reminder_due(trial, end - 3 * kDay), end);
  EXPECT_FALSE(billing::period_notice_due(trial, end - 6 * kDay)) << "no renewal notice of a yearly trial";
  EXPECT_FALSE(billing::trial_reminder_due(trial, end)) << "over";
  auto told = trial;
  told.period_end_noticed = end;
  EXPECT_FALSE(billing::trial_reminder_due(told, end - 1 * kDay)) << "once per trial";
  auto cancelled = trial;
  cancelled.cancel_at_period_end = true;
  EXPECT_FALSE(billing::trial_reminder_due(cancelled, end - 1 * kDay));
  ASSERT_TRUE(billing::period_notice_due(cancelled, end - 1 * kDay)) << "told that it ends instead";
  EXPECT_FALSE(billing::period_notice_due(cancelled, end - 1 * kDay)->renews);
  // A cancelled trial ends at its end, to starter, like any cancelled plan.
  const auto ended = billing::after_period_end(cancelled, end);
  ASSERT_TRUE(ended);
  EXPECT_EQ(ended->plan, "starter");
  EXPECT_FALSE(billing::is_trial(*ended));
}
