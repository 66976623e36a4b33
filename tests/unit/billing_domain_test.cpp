#include "domain/plan.hpp"

#include <gtest/gtest.h>

TEST(Plans, AYearSavesWhatTwelveMonthsCostMore) {
  billing::Plan professional;
  professional.monthly_cents = 2900;
  professional.yearly_cents = 29000;
  EXPECT_EQ(billing::yearly_saving_cents(professional), 5800);
  billing::Plan dearer_yearly;
  dearer_yearly.monthly_cents = 100;
  dearer_yearly.yearly_cents = 1300;
  EXPECT_EQ(billing::yearly_saving_cents(dearer_yearly), 0);
}

TEST(Plans, TheMonthlyMessageCapIsThirtyDailyCaps) {
  billing::PlanLimits starter;
  starter.messages_per_day = 20;
  EXPECT_EQ(billing::monthly_message_cap(starter), 600);
  billing::PlanLimits unlimited;
  unlimited.messages_per_day = billing::kUnlimited;
  EXPECT_EQ(billing::monthly_message_cap(unlimited), billing::kUnlimited);
}

TEST(Plans, MoneyHasTwoDecimals) {
  EXPECT_EQ(billing::format_cents(0), "0.00");
  EXPECT_EQ(billing::format_cents(2900), "29.00");
  EXPECT_EQ(billing::format_cents(99005), "990.05");
}

TEST(Plans, OnlyAPlanWithEscrowHoldsStagePayments) {
  billing::Plan starter;
  starter.capabilities = cw::default_capabilities("starter");
  EXPECT_FALSE(billing::holds_stage_payments(starter));
  for (const char* paid : {"professional", "enterprise"}) {
    billing::Plan plan;
    plan.capabilities = cw::default_capabilities(paid);
    EXPECT_TRUE(billing::holds_stage_payments(plan)) << paid;
  }
  billing::Plan milestones_only;
  milestones_only.capabilities = {cw::Capability::milestone_payments};
  EXPECT_FALSE(billing::holds_stage_payments(milestones_only));
}
