#pragma once
// All SQL of milestones, their submissions, disputes and timeline.
#include "domain/milestone.hpp"
#include "domain/project.hpp"

#include <cw/db.hpp>
#include <cw/fields.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> milestone_queries();

// The project's three stages (a project whose bid is accepted); nothing when they exist.
void create_milestones(pqxx::transaction_base& tx, std::int64_t project_id);
// By position; for_update: locked until the transaction ends.
std::vector<Milestone> milestones_of(pqxx::transaction_base& tx, std::int64_t project_id, bool for_update = false);
// The new state and revision count; the state's time (funded_at, submitted_at, approved_at) is set to `at`, the
// service clock's now (the auto-approval sweep reads the same clock).
void save_milestone(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage, MilestoneState state,
                    int revisions_used, std::chrono::system_clock::time_point at);

// The stage's payment went straight to the engineer (payment.succeeded with escrow false).
void mark_paid_directly(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage);

void insert_submission(pqxx::transaction_base& tx, std::int64_t project_id, const Submission& submission);
void mark_changes_requested(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage, int revision,
                            const std::string& note);
// Oldest first, every stage.
std::vector<Submission> submissions_of(pqxx::transaction_base& tx, std::int64_t project_id);
// The newest submission's revision of the stage (0 when none).
int last_revision(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage);

std::int64_t insert_dispute(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage, std::int64_t opened_by,
                            const std::string& reason, MilestoneState state_before);
std::optional<Dispute> find_dispute(pqxx::transaction_base& tx, std::int64_t dispute_id, bool for_update = false);
void resolve_dispute(pqxx::transaction_base& tx, std::int64_t dispute_id, DisputeOutcome outcome,
                     std::int64_t engineer_share_bp, const std::string& note, std::int64_t admin_id);
// Oldest first.
std::vector<Dispute> disputes_of(pqxx::transaction_base& tx, std::int64_t project_id);
// A dispute not resolved yet: while there is one, admins read the project's files and stages to decide it.
bool has_open_dispute(pqxx::transaction_base& tx, std::int64_t project_id);

// A page of every dispute for the admins: open first, newest first, with the project's title and the opener's names.
struct DisputeListing {
  Dispute dispute;
  std::string project_title;
  Party opener;
  std::string opener_role;
};
std::vector<DisputeListing> all_disputes(pqxx::transaction_base& tx, const cw::fields::Page& page);
struct DisputeCounts {
  std::int64_t open = 0;
  std::int64_t total = 0;
};
DisputeCounts dispute_counts(pqxx::transaction_base& tx);

void add_timeline(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage, const std::string& kind,
                  std::optional<std::int64_t> actor_id, const std::string& detail_json = "{}");
// Oldest first.
std::vector<TimelineEntry> timeline_of(pqxx::transaction_base& tx, std::int64_t project_id);

// Submitted stages whose submission is at least kAutoApproveAfter older than `now`, oldest first (not locked: the
// sweep approves each in a transaction of its own, after checking it again under the project's lock).
struct DueStage {
  std::int64_t project_id = 0;
  Stage stage = Stage::down_payment;
};
std::vector<DueStage> stages_due_for_auto_approval(pqxx::transaction_base& tx, std::chrono::system_clock::time_point now,
                                                   int limit);

}  // namespace projects::store
