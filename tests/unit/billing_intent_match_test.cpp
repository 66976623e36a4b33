// Whether a payment intent still matches the payer's state when it is charged (domain/intent_match).
#include "domain/intent_match.hpp"

#include <gtest/gtest.h>

#include <utility>

namespace {

using billing::PayerState;
using billing::Payment;
using billing::PaymentKind;
using billing::Stage;
using billing::StageState;
using billing::StageStatus;
using billing::why_intent_stale;

Payment plan_intent(const std::string& plan, const std::string& cycle, std::int64_t version,
                    PaymentKind kind = PaymentKind::subscription) {
  Payment payment;
  payment.intent_id = "pi_plan";
  payment.kind = kind;
  payment.plan = plan;
  payment.billing_cycle = cycle;
  payment.based_on_version = version;
  payment.status = "requires_payment_method";
  return payment;
}

PayerState on_plan(const std::string& plan, const std::string& cycle, std::int64_t version) {
  PayerState state;
  state.subscription.plan = plan;
  state.subscription.billing_cycle = cycle;
  state.subscription.version = version;
  return state;
}

Payment stage_intent(Stage stage, const std::string& intent_id = "pi_stage") {
  Payment payment;
  payment.intent_id = intent_id;
  payment.kind = PaymentKind::project_stage;
  payment.project_id = 41;
  payment.stage = stage;
  payment.status = "requires_payment_method";
  return payment;
}

PayerState stages(StageState down, StageState milestone, StageState final_payment,
                  std::optional<std::string> stage_intent_id = "pi_stage") {
  PayerState state;
  for (auto [stage, where] : {std::pair{Stage::down_payment, down}, std::pair{Stage::milestone, milestone},
                              std::pair{Stage::final_payment, final_payment}}) {
    StageStatus status;
    status.stage = stage;
    status.amount_cents = 100;
    status.state = where;
    state.stages.push_back(status);
  }
  state.stage_intent_id = std::move(stage_intent_id);
  return state;
}

}  // namespace

TEST(IntentMatch, APlanIntentMatchesTheSubscriptionVersionItWasMadeFor) {
  EXPECT_EQ(why_intent_stale(plan_intent("professional", "monthly", 1), on_plan("starter", "monthly", 1)),
            std::nullopt);
  // Buying again the plan one is cancelling, from that same state, still matches.
  auto cancelling = on_plan("professional", "monthly", 4);
  cancelling.subscription.cancel_at_period_end = true;
  EXPECT_EQ(why_intent_stale(plan_intent("professional", "monthly", 4), cancelling), std::nullopt);
  auto action = plan_intent("enterprise", "yearly", 4);
  action.status = "requires_action";
  EXPECT_EQ(why_intent_stale(action, cancelling), std::nullopt);
}

TEST(IntentMatch, APlanAnotherIntentBoughtIsNotBoughtAgain) {
  // Three intents made on starter (version 1); the first one paid moved the subscription to version 2.
  const auto now = on_plan("professional", "monthly", 2);
  EXPECT_EQ(why_intent_stale(plan_intent("professional", "monthly", 1, PaymentKind::plan_period), now),
            "You are already on the Professional plan, billed monthly.");
  EXPECT_EQ(why_intent_stale(plan_intent("enterprise", "monthly", 1), now),
            "Your subscription changed since this payment was started: choose your plan again.");
  EXPECT_EQ(why_intent_stale(plan_intent("professional", "yearly", 1), now),
            "Your subscription changed since this payment was started: choose your plan again.");
}

TEST(IntentMatch, AnyChangeOfTheSubscriptionOutdatesAPlanIntent) {
  // Cancelled at the period's end, renewed, fallen back to starter: each is a new version.
  EXPECT_TRUE(why_intent_stale(plan_intent("enterprise", "monthly", 3), on_plan("professional", "monthly", 4)));
  EXPECT_TRUE(why_intent_stale(plan_intent("professional", "monthly", 5), on_plan("starter", "monthly", 6)));
  // A version from the future is not the state the intent was made for either.
  EXPECT_TRUE(why_intent_stale(plan_intent("professional", "monthly", 7), on_plan("starter", "monthly", 6)));
  // An intent made before intents recorded their version is never charged.
  auto unknown = plan_intent("professional", "monthly", 1);
  unknown.based_on_version.reset();
  EXPECT_TRUE(why_intent_stale(unknown, on_plan("starter", "monthly", 1)));
}

TEST(IntentMatch, ACancelledIntentNeverMatches) {
  auto cancelled = plan_intent("professional", "monthly", 1);
  cancelled.status = "canceled";
  EXPECT_EQ(why_intent_stale(cancelled, on_plan("starter", "monthly", 1)), "This payment was cancelled.");
  auto stage = stage_intent(Stage::down_payment);
  stage.status = "canceled";
  EXPECT_EQ(why_intent_stale(stage, stages(StageState::pending, StageState::pending, StageState::pending)),
            "This payment was cancelled.");
}

TEST(IntentMatch, ASucceededPaymentIsDone) {
  auto paid = plan_intent("professional", "monthly", 1);
  paid.status = "succeeded";
  EXPECT_EQ(why_intent_stale(paid, on_plan("professional", "monthly", 2)), std::nullopt);
  auto stage = stage_intent(Stage::down_payment);
  stage.status = "succeeded";
  EXPECT_EQ(why_intent_stale(stage, stages(StageState::paid, StageState::pending, StageState::pending)), std::nullopt);
}

TEST(IntentMatch, AStageIntentMatchesWhileItsStageIsTheNextToPay) {
  EXPECT_EQ(why_intent_stale(stage_intent(Stage::down_payment),
                             stages(StageState::pending, StageState::pending, StageState::pending)),
            std::nullopt);
  EXPECT_EQ(why_intent_stale(stage_intent(Stage::final_payment),
                             stages(StageState::released, StageState::paid, StageState::pending)),
            std::nullopt);
}

TEST(IntentMatch, AStageAlreadyPaidOrOutOfOrderIsRefused) {
  EXPECT_EQ(why_intent_stale(stage_intent(Stage::down_payment),
                             stages(StageState::paid, StageState::pending, StageState::pending)),
            "The down payment is already paid.");
  EXPECT_EQ(why_intent_stale(stage_intent(Stage::milestone),
                             stages(StageState::refunded, StageState::split, StageState::pending)),
            "The design approval is already paid.");
  EXPECT_EQ(why_intent_stale(stage_intent(Stage::final_payment),
                             stages(StageState::paid, StageState::pending, StageState::pending)),
            "Pay the design approval before the final delivery.");
}

TEST(IntentMatch, AStageIntentANewerOneReplacedIsRefused) {
  EXPECT_EQ(why_intent_stale(stage_intent(Stage::milestone, "pi_old"),
                             stages(StageState::paid, StageState::pending, StageState::pending, "pi_new")),
            "A newer payment replaced this one for the design approval.");
  auto nameless = stage_intent(Stage::down_payment);
  nameless.stage.reset();
  EXPECT_EQ(why_intent_stale(nameless, stages(StageState::pending, StageState::pending, StageState::pending)),
            "This payment names no project stage.");
}

TEST(IntentMatch, ACancelledIntentWhoseStageOrPlanStillFitsIsNotOutdated) {
  // What a provider's success for it may apply: the provider took the money, and nothing contradicts it.
  auto stage = stage_intent(Stage::down_payment);
  stage.status = "canceled";
  const auto pending = stages(StageState::pending, StageState::pending, StageState::pending, std::nullopt);
  EXPECT_EQ(billing::why_intent_outdated(stage, pending), std::nullopt);
  EXPECT_EQ(why_intent_stale(stage, pending), "This payment was cancelled.");
  auto plan = plan_intent("professional", "monthly", 3);
  plan.status = "canceled";
  EXPECT_EQ(billing::why_intent_outdated(plan, on_plan("starter", "monthly", 3)), std::nullopt);
  // Outdated stays outdated, cancelled or not.
  EXPECT_EQ(billing::why_intent_outdated(stage, stages(StageState::paid, StageState::pending, StageState::pending,
                                                       "pi_other")),
            "A newer payment replaced this one for the down payment.");
  EXPECT_EQ(billing::why_intent_outdated(plan, on_plan("professional", "monthly", 4)),
            "You are already on the Professional plan, billed monthly.");
}

TEST(IntentMatch, AStageIntentOfAProjectCompletedSinceIsNotCharged) {
  auto now = stages(StageState::pending, StageState::pending, StageState::pending);
  now.project_closed = true;
  EXPECT_EQ(why_intent_stale(stage_intent(Stage::down_payment), now),
            "This project is completed: nothing more is paid into it.");
  // A payment that succeeded before stays what it was.
  auto paid = stage_intent(Stage::down_payment);
  paid.status = "succeeded";
  EXPECT_EQ(why_intent_outdated(paid, now), std::nullopt);
}

TEST(IntentMatch, AFeeIntentIsRefusedOnlyForATrackNoLongerSoldOrADeletedMember) {
  Payment fee;
  fee.intent_id = "pi_fee";
  fee.kind = PaymentKind::certification_fee;
  fee.track = "mozaik";
  fee.status = "requires_payment_method";
  PayerState now;
  now.subscription.version = 9;  // whatever the member's plan did meanwhile
  EXPECT_EQ(why_intent_stale(fee, now), std::nullopt);
  now.fee_track_sold = false;
  EXPECT_EQ(why_intent_stale(fee, now), "This certification track is not sold any more.");
  now.fee_track_sold = true;
  now.payer_deleted = true;
  EXPECT_EQ(why_intent_stale(fee, now), "This account was deleted.");
  fee.status = "succeeded";
  EXPECT_EQ(billing::why_intent_outdated(fee, now), std::nullopt);
  EXPECT_EQ(billing::fee_description({"mozaik", "Mozaik Certified", 9900, "usd"}), "Certification fee: Mozaik Certified");
  EXPECT_FALSE(billing::is_plan_kind(PaymentKind::certification_fee));
  EXPECT_EQ(billing::to_string(PaymentKind::certification_fee), "certification_fee");
}
