#pragma once
// projects.events (key: the project's id): projects posted, bid on, assigned, completed or cancelled, and the review
// loop of their three paid stages (billing moves the held money on milestone.approved and dispute.resolved).
#include <cw/events/contracts/bad_payload.hpp>

namespace cw::events {

struct ProjectPosted {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "project.posted";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::string title;
  std::string cabinet_type;
  std::string budget_range;
  std::string posted_at;
  std::optional<std::string> timeline;  // null in events published before it was carried
  std::string key() const { return std::to_string(project_id); }
};

struct BidPlaced {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "bid.placed";
  std::int64_t bid_id = 0;
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  Money amount;
  std::string placed_at;
  std::string key() const { return std::to_string(project_id); }
};

struct BidAccepted {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "bid.accepted";
  std::int64_t bid_id = 0;
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  Money amount;
  std::string accepted_at;
  std::string key() const { return std::to_string(project_id); }
};

struct ProjectCompleted {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "project.completed";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string completed_at;
  std::string key() const { return std::to_string(project_id); }
};

struct ProjectCancelled {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "project.cancelled";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::string cancelled_at;
  std::string key() const { return std::to_string(project_id); }
};

// The engineer submitted a revision set (revision 1 is the first submission of the stage).
struct MilestoneSubmitted {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "milestone.submitted";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  ProjectStage stage = ProjectStage::down_payment;
  std::int64_t revision = 0;
  std::string submitted_at;
  std::string key() const { return std::to_string(project_id); }
};

// The client asked for changes to the submitted revision (revisions_used counts these requests, at most 3).
struct MilestoneChangesRequested {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "milestone.changes_requested";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  ProjectStage stage = ProjectStage::down_payment;
  std::int64_t revisions_used = 0;
  std::string requested_at;
  std::optional<std::string> note;  // the client's words; null in events published before it was carried
  std::string key() const { return std::to_string(project_id); }
};

// The client approved the stage's delivery, or 7 days passed without an answer (automatic): its money goes to the
// engineer.
struct MilestoneApproved {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "milestone.approved";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  ProjectStage stage = ProjectStage::down_payment;
  bool automatic = false;
  std::string approved_at;
  // The stage was paid to the engineer when it was funded (a project without escrow): the approval moves no money.
  // Absent in events written before it was carried: false.
  bool paid_directly = false;
  std::string key() const { return std::to_string(project_id); }
};

// A participant disputed a funded or submitted stage: its money stays held until an admin decides.
struct MilestoneDisputed {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "milestone.disputed";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  ProjectStage stage = ProjectStage::down_payment;
  std::int64_t dispute_id = 0;
  std::int64_t opened_by = 0;
  std::string opened_at;
  std::string key() const { return std::to_string(project_id); }
};

// An admin resolved a dispute; engineer_share_bp is the engineer's share in basis points (10000 release, 0 refund,
// 1..9999 split).
struct DisputeResolved {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "dispute.resolved";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  ProjectStage stage = ProjectStage::down_payment;
  std::int64_t dispute_id = 0;
  DisputeOutcome outcome = DisputeOutcome::release;
  std::int64_t engineer_share_bp = 0;
  std::int64_t admin_id = 0;
  std::string resolved_at;
  std::string key() const { return std::to_string(project_id); }
};

// A member uploaded files to a project: one event per upload request (the files it stored). Key: the project's id.
struct FilesUploaded {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "files.uploaded";
  std::int64_t project_id = 0;
  std::int64_t uploader_id = 0;
  std::vector<std::string> file_names;
  std::string uploaded_at;
  std::string key() const { return std::to_string(project_id); }
};

// A client invited a verified engineer to bid on their open project (issue 29 item 7). Key: the project's id. The
// project's title and the client's name as the invitation was sent, for the engineer's notification.
struct InvitationSent {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "invitation.sent";
  std::int64_t invitation_id = 0;
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string project_title;
  std::string client_name;
  std::string sent_at;
  std::string key() const { return std::to_string(project_id); }
};

void to_json(Json& json, const ProjectPosted& event);
void from_json(const Json& json, ProjectPosted& event);
void to_json(Json& json, const BidPlaced& event);
void from_json(const Json& json, BidPlaced& event);
void to_json(Json& json, const BidAccepted& event);
void from_json(const Json& json, BidAccepted& event);
void to_json(Json& json, const ProjectCompleted& event);
void from_json(const Json& json, ProjectCompleted& event);
void to_json(Json& json, const ProjectCancelled& event);
void from_json(const Json& json, ProjectCancelled& event);
void to_json(Json& json, const MilestoneSubmitted& event);
void from_json(const Json& json, MilestoneSubmitted& event);
void to_json(Json& json, const MilestoneChangesRequested& event);
void from_json(const Json& json, MilestoneChangesRequested& event);
void to_json(Json& json, const MilestoneApproved& event);
void from_json(const Json& json, MilestoneApproved& event);
void to_json(Json& json, const MilestoneDisputed& event);
void from_json(const Json& json, MilestoneDisputed& event);
void to_json(Json& json, const DisputeResolved& event);
void from_json(const Json& json, DisputeResolved& event);
void to_json(Json& json, const InvitationSent& event);
void from_json(const Json& json, InvitationSent& event);
void to_json(Json& json, const FilesUploaded& event);
void from_json(const Json& json, FilesUploaded& event);

}  // namespace cw::events
