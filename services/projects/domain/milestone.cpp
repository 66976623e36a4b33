#include "domain/milestone.hpp"

#include <cw/errors.hpp>

#include <stdexcept>

namespace projects {

namespace {

void ensure_engineer(const Participants& who, const cw::Caller& caller, const char* message) {
  if (caller.user_id != who.engineer_id) throw cw::forbidden(message);
}

void ensure_client(const Participants& who, const cw::Caller& caller, const char* message) {
  if (caller.user_id != who.client_id) throw cw::forbidden(message);
}

std::string state_phrase(MilestoneState state) {
  switch (state) {
    case MilestoneState::pending: return "is not paid yet";
    case MilestoneState::funded: return "has nothing submitted yet";
    case MilestoneState::submitted: return "is waiting for the client's review";
    case MilestoneState::changes_requested: return "is waiting for a new revision";
    case MilestoneState::approved: return "is already approved";
    case MilestoneState::disputed: return "is in dispute";
    case MilestoneState::resolved: return "was settled by an admin";
  }
  return "cannot change now";
}

// How an open stage reads in the refusal to complete; nullopt for a stage that does not hold completion up.
std::optional<std::string> open_stage_phrase(MilestoneState state) {
  switch (state) {
    case MilestoneState::funded: return "paid and held in escrow";
    case MilestoneState::submitted: return "submitted for review";
    case MilestoneState::changes_requested: return "changes requested";
    case MilestoneState::disputed: return "in dispute";
    case MilestoneState::pending:
    case MilestoneState::approved:
    case MilestoneState::resolved: return std::nullopt;
  }
  return std::nullopt;
}

[[noreturn]] void refuse(const Milestone& milestone) {
  throw cw::conflict("This stage " + state_phrase(milestone.state));
}

}  // namespace

std::string to_string(MilestoneState state) {
  switch (state) {
    case MilestoneState::pending: return "pending";
    case MilestoneState::funded: return "funded";
    case MilestoneState::submitted: return "submitted";
    case MilestoneState::changes_requested: return "changes_requested";
    case MilestoneState::approved: return "approved";
    case MilestoneState::disputed: return "disputed";
    case MilestoneState::resolved: return "resolved";
  }
  return "pending";
}

MilestoneState milestone_state_from(const std::string& name) {
  for (auto state : {MilestoneState::pending, MilestoneState::funded, MilestoneState::submitted,
                     MilestoneState::changes_requested, MilestoneState::approved, MilestoneState::disputed,
                     MilestoneState::resolved}) {
    if (to_string(state) == name) return state;
  }
  throw std::invalid_argument("unknown milestone state " + name);
}

int position_of(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return 1;
    case Stage::milestone: return 2;
    case Stage::final_payment: return 3;
  }
  return 1;
}

std::string title_of(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return "Down payment";
    case Stage::milestone: return "Design approval";
    case Stage::final_payment: return "Final delivery";
  }
  return "";
}

std::string description_of(Stage stage) {
  switch (stage) {
    case Stage::down_payment: return "the down payment";
    case Stage::milestone: return "the design approval";
    case Stage::final_payment: return "the final delivery";
  }
  return "";
}

std::optional<MilestoneState> state_after_funding(MilestoneState state) {
  if (state != MilestoneState::pending) return std::nullopt;
  return MilestoneState::funded;
}

MilestoneState state_after_submit(const Participants& who, const cw::Caller& caller, const Milestone& milestone,
                                  const std::optional<Milestone>& previous) {
  ensure_engineer(who, caller, "Only the project's engineer can submit work");
  if (milestone.state != MilestoneState::funded && milestone.state != MilestoneState::changes_requested) {
    refuse(milestone);
  }
  if (previous && previous->state != MilestoneState::approved && previous->state != MilestoneState::resolved) {
    throw cw::conflict(title_of(previous->stage) + " must be approved before " + description_of(milestone.stage) +
                       " is submitted");
  }
  return MilestoneState::submitted;
}

MilestoneState state_after_approve(const Participants& who, const cw::Caller& caller, const Milestone& milestone) {
  ensure_client(who, caller, "Only the project's client can approve work");
  if (milestone.state != MilestoneState::submitted) refuse(milestone);
  return MilestoneState::approved;
}

MilestoneState state_after_request_changes(const Participants& who, const cw::Caller& caller,
                                           const Milestone& milestone) {
  ensure_client(who, caller, "Only the project's client can request changes");
  if (milestone.state != MilestoneState::submitted) refuse(milestone);
  if (milestone.revisions_used >= kMaxRevisions) throw cw::conflict(kMaximumRevisionsReached, "max_revisions");
  return MilestoneState::changes_requested;
}

MilestoneState state_after_dispute(const Participants& who, const cw::Caller& caller, const Milestone& milestone) {
  if (caller.user_id != who.client_id && caller.user_id != who.engineer_id) throw cw::forbidden(kOnlyParticipants);
  if (milestone.paid_directly) {
    throw cw::conflict(title_of(milestone.stage) + " was paid to the engineer directly, not held in escrow (the " +
                           "project was accepted on a plan without escrow): there is no held money to dispute.",
                       "not_in_escrow");
  }
  switch (milestone.state) {
    case MilestoneState::funded:
    case MilestoneState::submitted:
    case MilestoneState::changes_requested: return MilestoneState::disputed;
    case MilestoneState::pending: throw cw::conflict("Only a paid stage can be disputed: this stage is not paid yet");
    default: refuse(milestone);
  }
}

MilestoneState state_after_resolve(const cw::Caller& caller, const Milestone& milestone) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only an admin can resolve a dispute");
  if (milestone.state != MilestoneState::disputed) throw cw::conflict("This dispute is already resolved");
  return MilestoneState::resolved;
}

void ensure_completable(const std::vector<Milestone>& milestones) {
  std::string open;
  bool only_disputes = true;
  for (const auto& milestone : milestones) {
    const auto phrase = open_stage_phrase(milestone.state);
    if (!phrase) continue;
    open += (open.empty() ? "" : "; ") + title_of(milestone.stage) + ": " + *phrase;
    only_disputes = only_disputes && milestone.state == MilestoneState::disputed;
  }
  if (open.empty()) return;
  throw cw::conflict("This project still has money in escrow or a delivery under review (" + open + "). " +
                         (only_disputes ? "Wait for an admin to settle the dispute first."
                                        : "Approve, request changes or open a dispute first."),
                     "stages_open");
}

bool due_for_auto_approval(std::chrono::system_clock::time_point submitted_at,
                           std::chrono::system_clock::time_point now) {
  return now - submitted_at >= kAutoApproveAfter;
}

std::int64_t engineer_share_bp(DisputeOutcome outcome, std::optional<std::int64_t> engineer_percent) {
  switch (outcome) {
    case DisputeOutcome::release:
    case DisputeOutcome::refund:
      if (engineer_percent) throw cw::invalid("engineerPercent is only for a split");
      return outcome == DisputeOutcome::release ? 10000 : 0;
    case DisputeOutcome::split:
      if (!engineer_percent || *engineer_percent < 1 || *engineer_percent > 99) {
        throw cw::invalid("A split needs engineerPercent, a whole number from 1 to 99");
      }
      return *engineer_percent * 100;
  }
  return 0;
}

void ensure_deliverable(Stage stage, const std::vector<SubmittedFile>& files) {
  if (stage != Stage::final_payment) return;
  for (const auto& file : files) {
    if (file.preflight_status && *file.preflight_status != "pass" && !file.waived) {
      throw cw::conflict("The final delivery has a DXF that fails preflight: " + file.name +
                             ". Upload a fixed version, or ask the client to waive the preflight.",
                         "preflight_failed");
    }
  }
}

}  // namespace projects
