#include "store/milestone_store.hpp"

#include "store/party_row.hpp"

#include <cw/events/envelope.hpp>

#include <nlohmann/json.hpp>

namespace projects::store {

namespace {

constexpr const char* kMilestonesCreate = R"sql(
  INSERT INTO milestones (project_id, stage, position)
  VALUES ($1, 'down_payment', 1), ($1, 'milestone', 2), ($1, 'final_payment', 3)
  ON CONFLICT DO NOTHING
)sql";

constexpr const char* kMilestonesOf = R"sql(
  SELECT project_id, stage, state, revisions_used, iso_utc(funded_at) AS funded_at,
    iso_utc(submitted_at) AS submitted_at, iso_utc(approved_at) AS approved_at, paid_directly
  FROM milestones WHERE project_id = $1 ORDER BY position
)sql";

constexpr const char* kMilestonesLock = R"sql(
  SELECT stage FROM milestones WHERE project_id = $1 ORDER BY position FOR UPDATE
)sql";

// $5 when, by the service's clock: the auto-approval sweep compares submitted_at with that same clock (a test clock
// moved forward then moves both, and a stage submitted after the move is not overdue at once).
constexpr const char* kMilestoneSave = R"sql(
  UPDATE milestones SET state = $3, revisions_used = $4,
    funded_at = CASE WHEN $3 = 'funded' THEN $5::timestamptz ELSE funded_at END,
    submitted_at = CASE WHEN $3 = 'submitted' THEN $5::timestamptz ELSE submitted_at END,
    approved_at = CASE WHEN $3 = 'approved' THEN $5::timestamptz ELSE approved_at END
  WHERE project_id = $1 AND stage = $2
)sql";

constexpr const char* kMilestonePaidDirectly = R"sql(
  UPDATE milestones SET paid_directly = true WHERE project_id = $1 AND stage = $2
)sql";

constexpr const char* kSubmissionInsert = R"sql(
  INSERT INTO milestone_submissions (project_id, stage, revision, note, file_ids, submitted_by)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6)
)sql";

constexpr const char* kSubmissionChanges = R"sql(
  UPDATE milestone_submissions SET changes_note = $4, changes_at = now()
  WHERE project_id = $1 AND stage = $2 AND revision = $3
)sql";

constexpr const char* kSubmissionsOf = R"sql(
  SELECT stage, revision, note, file_ids::text AS file_ids, submitted_by, iso_utc(submitted_at) AS submitted_at,
    changes_note, iso_utc(changes_at) AS changes_at
  FROM milestone_submissions WHERE project_id = $1 ORDER BY submitted_at, revision
)sql";

constexpr const char* kLastRevision = R"sql(
  SELECT coalesce(max(revision), 0) FROM milestone_submissions WHERE project_id = $1 AND stage = $2
)sql";

constexpr const char* kDisputeInsert = R"sql(
  INSERT INTO disputes (project_id, stage, opened_by, reason, state_before) VALUES ($1, $2, $3, $4, $5) RETURNING id
)sql";

// Disputes are read through the view dispute_rows (migration 0010).
constexpr const char* kDisputeById = "SELECT * FROM dispute_rows WHERE id = $1";
constexpr const char* kDisputeLock = "SELECT * FROM dispute_rows WHERE id = $1 FOR UPDATE";
constexpr const char* kDisputesOfProject = "SELECT * FROM dispute_rows WHERE project_id = $1 ORDER BY id";
// Every dispute with its project and who opened it, open ones first, then newest first.
constexpr const char* kDisputesAll = R"sql(
  SELECT d.*, p.title AS project_title, coalesce(u.username, '') AS opener_username,
    coalesce(u.first_name, '') AS opener_first_name, coalesce(u.last_name, '') AS opener_last_name,
    coalesce(u.role, '') AS opener_role
  FROM dispute_rows d JOIN projects p ON p.id = d.project_id LEFT JOIN user_directory u ON u.user_id = d.opened_by
  ORDER BY d.resolved_at IS NOT NULL, d.id DESC LIMIT $1 OFFSET $2
)sql";

constexpr const char* kDisputeResolve = R"sql(
  UPDATE disputes SET outcome = $2, engineer_share_bp = $3, resolution_note = $4, resolved_by = $5, resolved_at = now()
  WHERE id = $1 AND resolved_at IS NULL
)sql";

constexpr const char* kHasOpenDispute = R"sql(
  SELECT EXISTS (SELECT 1 FROM disputes WHERE project_id = $1 AND resolved_at IS NULL)
)sql";

constexpr const char* kDisputeCounts = R"sql(
  SELECT count(*) FILTER (WHERE resolved_at IS NULL) AS open, count(*) AS total FROM disputes
)sql";

constexpr const char* kTimelineAdd = R"sql(
  INSERT INTO milestone_timeline (project_id, stage, kind, actor_id, detail) VALUES ($1, $2, $3, $4, $5::jsonb)
)sql";

constexpr const char* kTimelineOf = R"sql(
  SELECT iso_utc(at) AS at, stage, kind, actor_id, detail::text AS detail
  FROM milestone_timeline WHERE project_id = $1 ORDER BY id
)sql";

constexpr const char* kDueForAutoApproval = R"sql(
  SELECT project_id, stage FROM milestones
  WHERE state = 'submitted' AND submitted_at <= $1::timestamptz - interval '7 days'
  ORDER BY submitted_at LIMIT $2
)sql";

Stage stage_of(const pqxx::field& field) {
  auto stage = parse_stage(field.as<std::string>());
  return stage ? *stage : Stage::down_payment;  // the CHECK constraint allows no other
}

Milestone read_milestone(const pqxx::row& row) {
  Milestone milestone;
  milestone.project_id = row["project_id"].as<std::int64_t>();
  milestone.stage = stage_of(row["stage"]);
  milestone.state = milestone_state_from(row["state"].as<std::string>());
  milestone.revisions_used = row["revisions_used"].as<int>();
  milestone.funded_at = cw::db::optional_field<std::string>(row["funded_at"]);
  milestone.submitted_at = cw::db::optional_field<std::string>(row["submitted_at"]);
  milestone.approved_at = cw::db::optional_field<std::string>(row["approved_at"]);
  milestone.paid_directly = row["paid_directly"].as<bool>();
  return milestone;
}

// The ids the service wrote as a JSON array; anything else reads as none.
std::vector<std::int64_t> read_ids(const std::string& text) {
  std::vector<std::int64_t> ids;
  const auto json = nlohmann::json::parse(text, nullptr, false);
  if (!json.is_array()) return ids;
  for (const auto& item : json) {
    if (item.is_number_integer()) ids.push_back(item.get<std::int64_t>());
  }
  return ids;
}

Dispute read_dispute(const pqxx::row& row) {
  Dispute dispute;
  dispute.id = row["id"].as<std::int64_t>();
  dispute.project_id = row["project_id"].as<std::int64_t>();
  dispute.stage = stage_of(row["stage"]);
  dispute.opened_by = row["opened_by"].as<std::int64_t>();
  dispute.reason = row["reason"].as<std::string>();
  dispute.opened_at = row["opened_at"].as<std::string>();
  if (!row["outcome"].is_null()) dispute.outcome = parse_outcome(row["outcome"].as<std::string>());
  dispute.engineer_share_bp = cw::db::optional_field<std::int64_t>(row["engineer_share_bp"]);
  dispute.resolution_note = cw::db::optional_field<std::string>(row["resolution_note"]);
  dispute.resolved_by = cw::db::optional_field<std::int64_t>(row["resolved_by"]);
  dispute.resolved_at = cw::db::optional_field<std::string>(row["resolved_at"]);
  return dispute;
}

}  // namespace

std::vector<cw::db::NamedQuery> milestone_queries() {
  return {{"milestones_create", kMilestonesCreate},
          {"milestones_of", kMilestonesOf},
          {"milestones_lock", kMilestonesLock},
          {"milestone_save", kMilestoneSave},
          {"milestone_paid_directly", kMilestonePaidDirectly},
          {"submission_insert", kSubmissionInsert},
          {"submission_changes", kSubmissionChanges},
          {"submissions_of", kSubmissionsOf},
          {"submission_last_revision", kLastRevision},
          {"dispute_insert", kDisputeInsert},
          {"dispute_by_id", kDisputeById},
          {"dispute_lock", kDisputeLock},
          {"disputes_of_project", kDisputesOfProject},
          {"disputes_all", kDisputesAll},
          {"dispute_resolve", kDisputeResolve},
          {"open_dispute_exists", kHasOpenDispute},
          {"dispute_counts", kDisputeCounts},
          {"timeline_add", kTimelineAdd},
          {"timeline_of", kTimelineOf},
          {"milestones_due", kDueForAutoApproval}};
}

void create_milestones(pqxx::transaction_base& tx, std::int64_t project_id) {
  tx.exec_prepared("milestones_create", project_id);
}

std::vector<Milestone> milestones_of(pqxx::transaction_base& tx, std::int64_t project_id, bool for_update) {
  if (for_update) tx.exec_prepared("milestones_lock", project_id);
  std::vector<Milestone> milestones;
  for (const auto& row : tx.exec_prepared("milestones_of", project_id)) milestones.push_back(read_milestone(row));
  return milestones;
}

void save_milestone(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage, MilestoneState state,
                    int revisions_used, std::chrono::system_clock::time_point at) {
  tx.exec_prepared("milestone_save", project_id, to_string(stage), to_string(state), revisions_used,
                   cw::events::iso_utc(at));
}

void mark_paid_directly(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage) {
  tx.exec_prepared("milestone_paid_directly", project_id, to_string(stage));
}

void insert_submission(pqxx::transaction_base& tx, std::int64_t project_id, const Submission& submission) {
  tx.exec_prepared("submission_insert", project_id, to_string(submission.stage), submission.revision, submission.note,
                   nlohmann::json(submission.file_ids).dump(), submission.submitted_by);
}

void mark_changes_requested(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage, int revision,
                            const std::string& note) {
  tx.exec_prepared("submission_changes", project_id, to_string(stage), revision, note);
}

std::vector<Submission> submissions_of(pqxx::transaction_base& tx, std::int64_t project_id) {
  std::vector<Submission> submissions;
  for (const auto& row : tx.exec_prepared("submissions_of", project_id)) {
    Submission submission;
    submission.stage = stage_of(row["stage"]);
    submission.revision = row["revision"].as<int>();
    submission.note = row["note"].as<std::string>();
    submission.file_ids = read_ids(row["file_ids"].as<std::string>());
    submission.submitted_by = row["submitted_by"].as<std::int64_t>();
    submission.submitted_at = row["submitted_at"].as<std::string>();
    submission.changes_note = cw::db::optional_field<std::string>(row["changes_note"]);
    submission.changes_at = cw::db::optional_field<std::string>(row["changes_at"]);
    submissions.push_back(std::move(submission));
  }
  return submissions;
}

int last_revision(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage) {
  return tx.exec_prepared1("submission_last_revision", project_id, to_string(stage))[0].as<int>();
}

std::int64_t insert_dispute(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage, std::int64_t opened_by,
                            const std::string& reason, MilestoneState state_before) {
  return tx.exec_prepared1("dispute_insert", project_id, to_string(stage), opened_by, reason, to_string(state_before))[0]
      .as<std::int64_t>();
}

std::optional<Dispute> find_dispute(pqxx::transaction_base& tx, std::int64_t dispute_id, bool for_update) {
  auto rows = tx.exec_prepared(for_update ? "dispute_lock" : "dispute_by_id", dispute_id);
  if (rows.empty()) return std::nullopt;
  return read_dispute(rows[0]);
}

void resolve_dispute(pqxx::transaction_base& tx, std::int64_t dispute_id, DisputeOutcome outcome,
                     std::int64_t engineer_share_bp, const std::string& note, std::int64_t admin_id) {
  tx.exec_prepared("dispute_resolve", dispute_id, to_string(outcome), engineer_share_bp, note, admin_id);
}

std::vector<Dispute> disputes_of(pqxx::transaction_base& tx, std::int64_t project_id) {
  std::vector<Dispute> disputes;
  for (const auto& row : tx.exec_prepared("disputes_of_project", project_id)) disputes.push_back(read_dispute(row));
  return disputes;
}

bool has_open_dispute(pqxx::transaction_base& tx, std::int64_t project_id) {
  return tx.exec_prepared1("open_dispute_exists", project_id)[0].as<bool>();
}

std::vector<DisputeListing> all_disputes(pqxx::transaction_base& tx, const cw::fields::Page& page) {
  std::vector<DisputeListing> listings;
  for (const auto& row : tx.exec_prepared("disputes_all", page.size, page.offset())) {
    DisputeListing listing;
    listing.dispute = read_dispute(row);
    listing.project_title = row["project_title"].as<std::string>();
    listing.opener = read_party(row, "opener", listing.dispute.opened_by);
    listing.opener_role = row["opener_role"].as<std::string>();
    listings.push_back(std::move(listing));
  }
  return listings;
}

DisputeCounts dispute_counts(pqxx::transaction_base& tx) {
  const auto row = tx.exec_prepared1("dispute_counts");
  return {row["open"].as<std::int64_t>(), row["total"].as<std::int64_t>()};
}

void add_timeline(pqxx::transaction_base& tx, std::int64_t project_id, Stage stage, const std::string& kind,
                  std::optional<std::int64_t> actor_id, const std::string& detail_json) {
  tx.exec_prepared("timeline_add", project_id, to_string(stage), kind, actor_id, detail_json);
}

std::vector<TimelineEntry> timeline_of(pqxx::transaction_base& tx, std::int64_t project_id) {
  std::vector<TimelineEntry> entries;
  for (const auto& row : tx.exec_prepared("timeline_of", project_id)) {
    TimelineEntry entry;
    entry.at = row["at"].as<std::string>();
    entry.stage = stage_of(row["stage"]);
    entry.kind = row["kind"].as<std::string>();
    entry.actor_id = cw::db::optional_field<std::int64_t>(row["actor_id"]);
    entry.detail = row["detail"].as<std::string>();
    entries.push_back(std::move(entry));
  }
  return entries;
}

std::vector<DueStage> stages_due_for_auto_approval(pqxx::transaction_base& tx,
                                                   std::chrono::system_clock::time_point now, int limit) {
  std::vector<DueStage> due;
  for (const auto& row : tx.exec_prepared("milestones_due", cw::events::iso_utc(now), limit)) {
    due.push_back({row["project_id"].as<std::int64_t>(), stage_of(row["stage"])});
  }
  return due;
}

}  // namespace projects::store
