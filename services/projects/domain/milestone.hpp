#pragma once
// A project's three paid stages and their review loop, as plain rules: each returns the next state or throws
// cw::conflict / cw::forbidden saying why not. No I/O here.
//
//   pending -> funded                      billing's payment of the stage succeeded
//   funded | changes_requested -> submitted the engineer submits a revision set (the previous stage must be closed)
//   submitted -> approved                  the client approves, or 7 days pass without an answer
//   submitted -> changes_requested         the client asks for changes, at most kMaxRevisions times
//   funded | submitted | changes_requested -> disputed   either participant
//   disputed -> resolved                   an admin releases, refunds or splits the held money
#include <cw/caller.hpp>
#include <cw/project_stage.hpp>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace projects {

using Stage = cw::ProjectStage;
enum class MilestoneState { pending, funded, submitted, changes_requested, approved, disputed, resolved };
using cw::DisputeOutcome;

inline constexpr int kMaxRevisions = 3;
inline constexpr std::chrono::hours kAutoApproveAfter{7 * 24};
inline constexpr std::size_t kMaxNoteLength = 2000;
inline constexpr std::size_t kMaxFilesPerSubmission = 50;
inline constexpr const char* kMaximumRevisionsReached = "Maximum Revisions Reached";

using cw::to_string;  // of a Stage (down_payment, milestone, final_payment) and of a DisputeOutcome
std::string to_string(MilestoneState state);
inline std::optional<Stage> parse_stage(const std::string& name) { return cw::parse_project_stage(name); }
inline std::optional<DisputeOutcome> parse_outcome(const std::string& name) { return cw::parse_dispute_outcome(name); }
// The stored names; throws std::invalid_argument for any other (the database's CHECK makes that impossible).
MilestoneState milestone_state_from(const std::string& name);
int position_of(Stage stage);             // 1, 2, 3
std::string title_of(Stage stage);        // "Down payment", "Design approval", "Final delivery"
std::string description_of(Stage stage);  // "the down payment", "the design approval", "the final delivery"

struct Milestone {
  std::int64_t project_id = 0;
  Stage stage = Stage::down_payment;
  MilestoneState state = MilestoneState::pending;
  int revisions_used = 0;
  std::optional<std::string> funded_at;
  std::optional<std::string> submitted_at;
  std::optional<std::string> approved_at;
  // Its payment went to the engineer at once instead of into escrow (billing's payment.succeeded with escrow false:
  // the project was accepted on a plan without escrow). Nothing is held, so nothing can be disputed.
  bool paid_directly = false;
};

struct Submission {
  Stage stage = Stage::down_payment;
  int revision = 1;
  std::string note;
  std::vector<std::int64_t> file_ids;
  std::int64_t submitted_by = 0;
  std::string submitted_at;
  std::optional<std::string> changes_note;
  std::optional<std::string> changes_at;
};

struct Dispute {
  std::int64_t id = 0;
  std::int64_t project_id = 0;
  Stage stage = Stage::down_payment;
  std::int64_t opened_by = 0;
  std::string reason;
  std::string opened_at;
  std::optional<DisputeOutcome> outcome;
  std::optional<std::int64_t> engineer_share_bp;
  std::optional<std::string> resolution_note;
  std::optional<std::int64_t> resolved_by;
  std::optional<std::string> resolved_at;
};

struct TimelineEntry {
  std::string at;
  Stage stage = Stage::down_payment;
  std::string kind;  // funded, submitted, changes_requested, approved, auto_approved, disputed, resolved, released,
                     // refunded, preflight_waived
  std::optional<std::int64_t> actor_id;
  std::string detail;  // JSON object
};

// Who is who on the project: its client and the engineer of its accepted bid.
struct Participants {
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
};

inline constexpr const char* kOnlyParticipants = "Only the project's client and its engineer can do this";

// ---- the steps ---------------------------------------------------------------------------------------------------
// billing's payment of the stage succeeded: pending -> funded. nullopt: already past pending (a redelivery), nothing
// to change.
std::optional<MilestoneState> state_after_funding(MilestoneState state);
// The engineer submits. previous: the stage before this one (nullopt for the first); it must be approved or resolved.
MilestoneState state_after_submit(const Participants& who, const cw::Caller& caller, const Milestone& milestone,
                                  const std::optional<Milestone>& previous);
// The client approves a submitted stage.
MilestoneState state_after_approve(const Participants& who, const cw::Caller& caller, const Milestone& milestone);
// The client asks for changes: conflict kMaximumRevisionsReached once kMaxRevisions are used.
MilestoneState state_after_request_changes(const Participants& who, const cw::Caller& caller,
                                           const Milestone& milestone);
// Either participant disputes a stage whose money is held and not yet approved.
MilestoneState state_after_dispute(const Participants& who, const cw::Caller& caller, const Milestone& milestone);
// An admin resolves the open dispute of a disputed stage.
MilestoneState state_after_resolve(const cw::Caller& caller, const Milestone& milestone);

// The client completes the project by hand only while no stage holds money in escrow or waits for either party
// (funded, submitted, changes requested, disputed): completing would leave that money stuck and the delivery
// unreviewed. Stages nobody paid (pending) and closed ones (approved, resolved) do not stand in the way. Throws
// cw::conflict (code stages_open) naming each open stage.
void ensure_completable(const std::vector<Milestone>& milestones);

// Whether a submitted stage has waited long enough for the client to be taken as approving it.
bool due_for_auto_approval(std::chrono::system_clock::time_point submitted_at, std::chrono::system_clock::time_point now);

// An admin's decision: the engineer's share in basis points (release 10000, refund 0, split 1..9999 from a whole
// percent 1..99). Throws cw::invalid when the percent is missing for a split, given for another outcome, or outside
// 1..99.
std::int64_t engineer_share_bp(DisputeOutcome outcome, std::optional<std::int64_t> engineer_percent);

// The final delivery may not hold a DXF whose preflight fails (or could not run), unless the client waived it.
struct SubmittedFile {
  std::int64_t id = 0;
  std::string name;
  std::string format;
  std::optional<std::string> preflight_status;  // pass, fail, error; nullopt for a file that is not a DXF
  bool waived = false;
};
// Throws cw::conflict naming the first failing DXF of a final delivery.
void ensure_deliverable(Stage stage, const std::vector<SubmittedFile>& files);

}  // namespace projects
