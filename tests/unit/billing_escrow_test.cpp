// The escrow's rules: how an admin's decision parts a held stage, which decisions make sense, and where a stage's
// money is.
#include "domain/payment.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <stdexcept>

using billing::HeldSplit;
using billing::kWholeShare;
using billing::split_held;

TEST(SplitHeld, TheWholeShareGoesToTheEngineerAndNoneBackToTheClient) {
  EXPECT_EQ(split_held(125000, kWholeShare), (HeldSplit{125000, 0}));
  EXPECT_EQ(split_held(125000, 0), (HeldSplit{0, 125000}));
}

TEST(SplitHeld, TheEngineerGetsTheShareRoundedDownAndTheClientTheRest) {
  EXPECT_EQ(split_held(100000, 6000), (HeldSplit{60000, 40000}));
  // 60 % of $500.01 is 30000.6 cents: the engineer gets 30000, the client the cent and the rest.
  EXPECT_EQ(split_held(50001, 6000), (HeldSplit{30000, 20001}));
  EXPECT_EQ(split_held(1, 9999), (HeldSplit{0, 1}));
  EXPECT_EQ(split_held(1, 1), (HeldSplit{0, 1}));
  EXPECT_EQ(split_held(10001, 5000), (HeldSplit{5000, 5001}));
  EXPECT_EQ(split_held(0, 5000), (HeldSplit{0, 0}));
}

TEST(SplitHeld, ThePartsAlwaysSumToTheAmount) {
  for (std::int64_t amount : {1LL, 7LL, 99LL, 9999LL, 10000LL, 10001LL, 123457LL, 250001LL}) {
    for (std::int64_t share : {0LL, 1LL, 3333LL, 5000LL, 6000LL, 6667LL, 9999LL, 10000LL}) {
      const auto parts = split_held(amount, share);
      EXPECT_EQ(parts.engineer_cents + parts.client_cents, amount) << amount << " at " << share;
      EXPECT_EQ(parts.engineer_cents, amount * share / kWholeShare) << amount << " at " << share;
      EXPECT_GE(parts.client_cents, 0);
    }
  }
}

TEST(SplitHeld, ALargeAmountDoesNotOverflow) {
  const auto amount = std::numeric_limits<std::int64_t>::max();
  const auto parts = split_held(amount, 9999);
  EXPECT_EQ(parts.engineer_cents + parts.client_cents, amount);
  EXPECT_EQ(parts.engineer_cents, 9222449699651090329LL);  // floor((2^63 - 1) * 9999 / 10000)
}

TEST(SplitHeld, RefusesAShareOrAnAmountOutOfRange) {
  EXPECT_THROW(split_held(100, -1), std::invalid_argument);
  EXPECT_THROW(split_held(100, 10001), std::invalid_argument);
  EXPECT_THROW(split_held(-1, 5000), std::invalid_argument);
}

TEST(WhyNotResolve, TheOutcomeAndTheShareMustAgree) {
  EXPECT_EQ(billing::why_not_resolve(billing::DisputeOutcome::release, 10000), std::nullopt);
  EXPECT_EQ(billing::why_not_resolve(billing::DisputeOutcome::refund, 0), std::nullopt);
  EXPECT_EQ(billing::why_not_resolve(billing::DisputeOutcome::split, 1), std::nullopt);
  EXPECT_EQ(billing::why_not_resolve(billing::DisputeOutcome::split, 6000), std::nullopt);
  EXPECT_EQ(billing::why_not_resolve(billing::DisputeOutcome::split, 9999), std::nullopt);

  EXPECT_TRUE(billing::why_not_resolve(billing::DisputeOutcome::release, 9999).has_value());
  EXPECT_TRUE(billing::why_not_resolve(billing::DisputeOutcome::release, 0).has_value());
  EXPECT_TRUE(billing::why_not_resolve(billing::DisputeOutcome::refund, 1).has_value());
  EXPECT_TRUE(billing::why_not_resolve(billing::DisputeOutcome::refund, 10000).has_value());
  EXPECT_TRUE(billing::why_not_resolve(billing::DisputeOutcome::split, 0).has_value());
  EXPECT_TRUE(billing::why_not_resolve(billing::DisputeOutcome::split, 10000).has_value());
  EXPECT_TRUE(billing::why_not_resolve(billing::DisputeOutcome::split, -5).has_value());
  EXPECT_TRUE(billing::why_not_resolve(billing::DisputeOutcome::split, 20000).has_value());
}

TEST(StageState, APaidStageIsWhereItsTransfersOutOfEscrowSay) {
  using billing::StageState;
  EXPECT_EQ(billing::paid_stage_state(false, false), StageState::paid);
  EXPECT_EQ(billing::paid_stage_state(true, false), StageState::released);
  EXPECT_EQ(billing::paid_stage_state(false, true), StageState::refunded);
  EXPECT_EQ(billing::paid_stage_state(true, true), StageState::split);
  EXPECT_EQ(billing::to_string(StageState::split), "split");
  EXPECT_EQ(billing::to_string(StageState::paid), "paid");
}

namespace {

billing::StageStatus status(billing::Stage stage, std::int64_t amount_cents, billing::StageState state) {
  billing::StageStatus status;
  status.stage = stage;
  status.amount_cents = amount_cents;
  status.state = state;
  return status;
}

std::vector<billing::StageStatus> stages(billing::StageState down, billing::StageState milestone,
                                         billing::StageState final_payment) {
  return {status(billing::Stage::down_payment, 125000, down), status(billing::Stage::milestone, 75000, milestone),
          status(billing::Stage::final_payment, 50001, final_payment)};
}

}  // namespace

TEST(WhyNotSettle, OnlyAPaidStageStillHeldMayLeaveEscrowAndOnlyOnce) {
  using billing::Stage;
  using billing::StageState;
  const auto now = stages(StageState::released, StageState::paid, StageState::pending);
  EXPECT_EQ(billing::why_not_settle(Stage::milestone, now), std::nullopt);
  EXPECT_EQ(billing::why_not_settle(Stage::down_payment, now), "The down payment is already released.");
  EXPECT_EQ(billing::why_not_settle(Stage::final_payment, now), "The final delivery is not paid yet.");
  const auto settled = stages(StageState::refunded, StageState::split, StageState::pending);
  EXPECT_EQ(billing::why_not_settle(Stage::down_payment, settled), "The down payment was refunded.");
  EXPECT_TRUE(billing::why_not_settle(Stage::milestone, settled).has_value());
  EXPECT_TRUE(billing::why_not_settle(Stage::milestone, {}).has_value());
}

TEST(WhyNotPay, ASettledStageCountsAsPaid) {
  using billing::Stage;
  using billing::StageState;
  const auto settled = stages(StageState::split, StageState::refunded, StageState::pending);
  EXPECT_TRUE(billing::why_not_pay(Stage::down_payment, settled).has_value());
  EXPECT_TRUE(billing::why_not_pay(Stage::milestone, settled).has_value());
  EXPECT_EQ(billing::why_not_pay(Stage::final_payment, settled), std::nullopt);
  EXPECT_EQ(billing::next_payable(settled), Stage::final_payment);
}

TEST(LedgerAccounts, AreNamedByWhoHoldsTheMoney) {
  EXPECT_EQ(billing::client_account(3), "client:3");
  EXPECT_EQ(billing::engineer_account(7), "engineer:7");
  EXPECT_EQ(billing::escrow_account(41), "escrow:project:41");
}

// projects refuses a bid under $5.00 (its kMinimumBidCents): from there on every stage of the split is at least $1,
// so every accepted bid can be paid in full; and the three stages always add up to the total, to the cent.
constexpr std::int64_t kMinimumBidCents = 500;
constexpr std::int64_t kMinimumStageCents = 100;

TEST(StageCents, FromFiveDollarsEveryStageIsAtLeastOneDollarAndTheyAddUpToTheTotal) {
  auto check = [](std::int64_t total) {
    const auto down = billing::stage_cents(total, billing::Stage::down_payment);
    const auto milestone = billing::stage_cents(total, billing::Stage::milestone);
    const auto final_payment = billing::stage_cents(total, billing::Stage::final_payment);
    ASSERT_EQ(down + milestone + final_payment, total) << total;
    ASSERT_GE(down, kMinimumStageCents) << total;
    ASSERT_GE(milestone, kMinimumStageCents) << total;
    ASSERT_GE(final_payment, kMinimumStageCents) << total;
  };
  for (std::int64_t total = kMinimumBidCents; total <= 1'000'000; ++total) check(total);
  // Up to the largest bid projects accepts ($10,000,000).
  for (std::int64_t total = 1'000'000'000 - 1000; total <= 1'000'000'000; ++total) check(total);
  // The exact least is $4.95 ($4.94 leaves $0.99 for the last stage); the rule is the round $5.00 above it.
  EXPECT_EQ(billing::stage_cents(494, billing::Stage::final_payment), 99);
  EXPECT_EQ(billing::stage_cents(495, billing::Stage::final_payment), 100);
  // A bid of $0.01, which projects accepted before the minimum, could never be paid: two stages of $0.00.
  EXPECT_EQ(billing::stage_cents(1, billing::Stage::down_payment), 0);
  EXPECT_EQ(billing::stage_cents(1, billing::Stage::milestone), 0);
  EXPECT_EQ(billing::stage_cents(kMinimumBidCents, billing::Stage::down_payment), 250);
  EXPECT_EQ(billing::stage_cents(kMinimumBidCents, billing::Stage::milestone), 150);
  EXPECT_EQ(billing::stage_cents(kMinimumBidCents, billing::Stage::final_payment), 100);
}
