// The one decision on a stage payment: each refusal with the message, kind and code the API answers.
#include "domain/stage_payment.hpp"

#include <gtest/gtest.h>

namespace {

using billing::Stage;
using billing::StageState;

constexpr std::int64_t kClient = 7;

std::vector<billing::StageStatus> stages(StageState down, StageState milestone, StageState final_payment) {
  std::vector<billing::StageStatus> all;
  for (auto [stage, state] : {std::pair{Stage::down_payment, down}, std::pair{Stage::milestone, milestone},
                              std::pair{Stage::final_payment, final_payment}}) {
    billing::StageStatus status;
    status.stage = stage;
    status.state = state;
    all.push_back(status);
  }
  return all;
}

// A project priced $1,000.00 whose client asks for its down payment ($500.00), nothing paid yet.
billing::StagePaymentAsked down_payment() {
  billing::StagePaymentAsked asked;
  asked.payer_id = kClient;
  asked.stage = Stage::down_payment;
  asked.amount_cents = 50000;
  asked.project_known = true;
  asked.price = billing::ProjectPrice{3, kClient, 9, 100000};
  asked.stages = stages(StageState::pending, StageState::pending, StageState::pending);
  return asked;
}

void expect_refused(const billing::StagePaymentAsked& asked, cw::ErrorKind kind, const std::string& message,
                    const std::string& code) {
  const auto decision = billing::decide_stage_payment(asked);
  ASSERT_FALSE(decision.allowed());
  EXPECT_EQ(decision.refusal->kind(), kind);
  EXPECT_EQ(decision.refusal->what(), message);
  EXPECT_EQ(decision.refusal->code(), code);
}

}  // namespace

TEST(StagePayment, TheClientPaysTheStagesShare) {
  const auto decision = billing::decide_stage_payment(down_payment());
  EXPECT_TRUE(decision.allowed());
  EXPECT_EQ(decision.amount_cents, 50000);
}

TEST(StagePayment, TheLastStageTakesTheRoundingCents) {
  auto asked = down_payment();
  asked.price->total_cents = 99999;
  asked.stage = Stage::final_payment;
  asked.amount_cents = 99999 - 49999 - 29999;
  asked.stages = stages(StageState::paid, StageState::released, StageState::pending);
  const auto decision = billing::decide_stage_payment(asked);
  EXPECT_TRUE(decision.allowed());
  EXPECT_EQ(decision.amount_cents, 20001);
}

TEST(StagePayment, AnUnknownProjectIsNotFound) {
  auto asked = down_payment();
  asked.price.reset();
  asked.project_known = false;
  expect_refused(asked, cw::ErrorKind::not_found, "Project not found", "not_found");
}

TEST(StagePayment, AProjectWithoutAnAcceptedBidIsNotPayableYet) {
  auto asked = down_payment();
  asked.price.reset();
  expect_refused(asked, cw::ErrorKind::conflict,
                 "This project has no accepted bid yet: its payments open once a bid is accepted.", "conflict");
}

TEST(StagePayment, OnlyTheClientPays) {
  auto asked = down_payment();
  asked.payer_id = 9;
  expect_refused(asked, cw::ErrorKind::forbidden, "Only the project's client can pay for it.", "forbidden");
}

TEST(StagePayment, AStageWhosePaymentSucceededIsAlreadyPaid) {
  auto asked = down_payment();
  asked.current_status = "succeeded";
  asked.stages = stages(StageState::paid, StageState::pending, StageState::pending);
  expect_refused(asked, cw::ErrorKind::conflict, "The down payment is already paid.", "already_paid");
}

TEST(StagePayment, AStagePaidOtherwiseIsRefusedAsAConflict) {
  auto asked = down_payment();
  asked.current_status = "requires_payment_method";
  asked.stages = stages(StageState::released, StageState::pending, StageState::pending);
  expect_refused(asked, cw::ErrorKind::conflict, "The down payment is already paid.", "conflict");
}

TEST(StagePayment, StagesArePaidInOrder) {
  auto asked = down_payment();
  asked.stage = Stage::milestone;
  asked.amount_cents = 30000;
  expect_refused(asked, cw::ErrorKind::conflict, "Pay the down payment before the design approval.", "conflict");
}

TEST(StagePayment, TheAmountMustBeTheStagesShare) {
  auto asked = down_payment();
  asked.amount_cents = 49999;
  expect_refused(asked, cw::ErrorKind::invalid, "The amount does not match the down payment of this project ($500.00).",
                 "invalid");
}

TEST(StagePayment, TheOrderBeforeTheAmount) {
  // An unpaid earlier stage is named even when the amount is wrong too, as it always was.
  auto asked = down_payment();
  asked.stage = Stage::final_payment;
  asked.amount_cents = 1;
  expect_refused(asked, cw::ErrorKind::conflict, "Pay the design approval before the final delivery.", "conflict");
}

TEST(StagePayment, NothingMoreIsPaidIntoACompletedProject) {
  auto asked = down_payment();
  asked.project_closed = true;
  expect_refused(asked, cw::ErrorKind::conflict, "This project is completed: nothing more is paid into it.",
                 "project_closed");
  // Who asks and what is paid already are told first.
  asked.payer_id = 9;
  expect_refused(asked, cw::ErrorKind::forbidden, "Only the project's client can pay for it.", "forbidden");
}
