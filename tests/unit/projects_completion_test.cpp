// Completing a project by hand: refused while a stage holds money in escrow or waits for either party, allowed when
// nobody paid yet or every paid stage is closed.
#include "domain/milestone.hpp"

#include <cw/errors.hpp>

#include <gtest/gtest.h>

#include "domain_error.hpp"

#include <string>
#include <utility>
#include <vector>

using namespace projects;

namespace {

using cw::testing::error_of;

std::vector<Milestone> stages(MilestoneState down_payment, MilestoneState design, MilestoneState final_delivery) {
  std::vector<Milestone> milestones;
  for (auto [stage, state] : {std::pair{Stage::down_payment, down_payment}, std::pair{Stage::milestone, design},
                              std::pair{Stage::final_payment, final_delivery}}) {
    Milestone milestone;
    milestone.project_id = 41;
    milestone.stage = stage;
    milestone.state = state;
    milestones.push_back(milestone);
  }
  return milestones;
}

constexpr auto kPending = MilestoneState::pending;
constexpr auto kApproved = MilestoneState::approved;
constexpr auto kResolved = MilestoneState::resolved;

}  // namespace

TEST(Completion, AllowedWhenNothingIsPaidOrEveryPaidStageIsClosed) {
  EXPECT_NO_THROW(ensure_completable({}));  // accepted, stages not created yet
  EXPECT_NO_THROW(ensure_completable(stages(kPending, kPending, kPending)));
  EXPECT_NO_THROW(ensure_completable(stages(kApproved, kPending, kPending)));
  EXPECT_NO_THROW(ensure_completable(stages(kApproved, kResolved, kPending)));
  EXPECT_NO_THROW(ensure_completable(stages(kResolved, kApproved, kApproved)));
}

TEST(Completion, RefusedWhileAStageHoldsMoneyOrAwaitsAParty) {
  for (auto state : {MilestoneState::funded, MilestoneState::submitted, MilestoneState::changes_requested,
                     MilestoneState::disputed}) {
    for (const auto& milestones : {stages(state, kPending, kPending), stages(kApproved, state, kPending),
                                   stages(kApproved, kResolved, state)}) {
      const auto error = error_of([&] { ensure_completable(milestones); });
      EXPECT_EQ(error.kind(), cw::ErrorKind::conflict) << to_string(state);
      EXPECT_EQ(error.code(), "stages_open") << to_string(state);
    }
  }
}

TEST(Completion, TheRefusalNamesEachOpenStage) {
  EXPECT_EQ(std::string(error_of([] { ensure_completable(stages(MilestoneState::submitted, kPending, kPending)); })
                            .what()),
            "This project still has money in escrow or a delivery under review (Down payment: submitted for review). "
            "Approve, request changes or open a dispute first.");
  EXPECT_EQ(std::string(error_of([] {
                          ensure_completable(stages(MilestoneState::changes_requested, MilestoneState::funded, kPending));
                        }).what()),
            "This project still has money in escrow or a delivery under review (Down payment: changes requested; "
            "Design approval: paid and held in escrow). Approve, request changes or open a dispute first.");
  EXPECT_EQ(std::string(error_of([] { ensure_completable(stages(kApproved, kApproved, MilestoneState::disputed)); })
                            .what()),
            "This project still has money in escrow or a delivery under review (Final delivery: in dispute). "
            "Wait for an admin to settle the dispute first.");
}
