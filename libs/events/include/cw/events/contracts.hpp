#pragma once
// The integration events between the services: one type per event, with its topic, its type name, its message key
// and its JSON, in the one place producers and consumers both include. docs/events.md shows each one's JSON, and a
// unit test checks every type against it.
//
// Reading is strict: a payload whose members are missing or of another type (an id that is not a whole number of
// int64 range, say) throws BadPayload, which the consumer logs with the event id and skips.
#include <cw/caller.hpp>
#include <cw/events/envelope.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cw::events {

// A payload that does not fit its event's type.
struct BadPayload : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A project's three paid stages, named alike by billing (its payment types: 50 / 30 / 20 % of the accepted bid) and
// projects (its milestones), and by the events between them.
enum class ProjectStage { down_payment, milestone, final_payment };
inline constexpr std::array<ProjectStage, 3> kProjectStages{ProjectStage::down_payment, ProjectStage::milestone,
                                                            ProjectStage::final_payment};
std::string to_string(ProjectStage stage);  // down_payment, milestone, final_payment
std::optional<ProjectStage> parse_project_stage(const std::string& text);

// ---- auth.events (key: the user's id) ----

struct UserRegistered {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "user.registered";
  std::int64_t user_id = 0;
  Role role = Role::client;
  std::string username;
  std::string first_name;
  std::string last_name;
  std::string created_at;
  std::optional<std::string> source;  // where the user heard of us, "bootstrap" for the admin made at start-up
  std::optional<std::string> email;   // null in events published before it was carried
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerVerified {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.verified";
  std::int64_t user_id = 0;
  std::string verified_at;
  std::optional<std::int64_t> admin_id;  // who approved; null in events published before it was carried
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerRejected {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.rejected";
  std::int64_t user_id = 0;
  std::string reason;
  std::string rejected_at;
  std::int64_t admin_id = 0;
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerReapplied {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.reapplied";
  std::int64_t user_id = 0;
  std::string reapplied_at;
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerCertified {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.certified";
  std::int64_t user_id = 0;
  std::int64_t score = 0;
  std::int64_t total_questions = 0;
  std::string certified_at;
  std::string key() const { return std::to_string(user_id); }
};

// ---- projects.events (key: the project's id) ----

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

// bid.placed is written by the statement that stores the bid: the event made here leaves bid_id, client_id and
// placed_at to it (see projects' bid_place statement).
struct BidPlaced {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "bid.placed";
  std::int64_t bid_id = 0;
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string amount;  // "1500.00"
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
  std::string amount;  // "1500.00"
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

// The review loop of a project's milestones (its three paid stages: down_payment, milestone, final_payment, named
// as billing's payment types). Each step is its own event; billing moves the held money on milestone.approved and
// dispute.resolved.

// The engineer submitted a revision set (revision 1 is the first submission of the stage).
struct MilestoneSubmitted {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "milestone.submitted";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string stage;
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
  std::string stage;
  std::int64_t revisions_used = 0;
  std::string requested_at;
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
  std::string stage;
  bool automatic = false;
  std::string approved_at;
  std::string key() const { return std::to_string(project_id); }
};

// A participant disputed a funded or submitted stage: its money stays held until an admin decides.
struct MilestoneDisputed {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "milestone.disputed";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string stage;
  std::int64_t dispute_id = 0;
  std::int64_t opened_by = 0;
  std::string opened_at;
  std::string key() const { return std::to_string(project_id); }
};

// An admin resolved a dispute: outcome release (everything to the engineer), refund (everything back to the client)
// or split; engineer_share_bp is the engineer's share in basis points (10000 release, 0 refund, 1..9999 split).
struct DisputeResolved {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "dispute.resolved";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string stage;
  std::int64_t dispute_id = 0;
  std::string outcome;
  std::int64_t engineer_share_bp = 0;
  std::int64_t admin_id = 0;
  std::string resolved_at;
  std::string key() const { return std::to_string(project_id); }
};

// ---- messaging.events (key: the project's id) ----

// message.sent is written by the statement that stores the message: the event made here leaves message_id and
// created_at to it (see messaging's messages_insert statement).
struct MessageSent {
  static constexpr const char* kTopic = "messaging.events";
  static constexpr const char* kType = "message.sent";
  std::int64_t message_id = 0;
  std::int64_t project_id = 0;
  std::int64_t sender_id = 0;
  std::int64_t receiver_id = 0;
  std::string created_at;
  std::string key() const { return std::to_string(project_id); }
};

// An e-mail left for the user's mailbox (the SMTP server took it). Key: the user's id.
struct EmailSent {
  static constexpr const char* kTopic = "messaging.events";
  static constexpr const char* kType = "email.sent";
  std::int64_t email_id = 0;
  std::int64_t user_id = 0;
  std::string kind;  // welcome, new_bid, bid_accepted, new_message, application_approved, application_rejected
  std::string sent_at;
  std::string key() const { return std::to_string(user_id); }
};

// ---- billing.events ----

// What a plan allows (kUnlimitedUse: no limit), carried by subscription.changed so that the services where the
// actions happen can enforce it without asking billing.
inline constexpr std::int64_t kUnlimitedUse = -1;
struct PlanLimits {
  std::int64_t active_projects = 0;
  std::int64_t monthly_projects = 0;
  std::int64_t uploads_per_project = 0;
  std::int64_t max_file_mb = 0;
  std::int64_t messages_per_day = 0;
  std::vector<std::string> file_formats;
};

// A member's subscription changed (opened, upgraded, set to cancel, reactivated, fallen back to starter). version
// grows with every change of the member's subscription: a consumer keeps the highest it saw. Key: the user's id.
struct SubscriptionChanged {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "subscription.changed";
  std::int64_t user_id = 0;
  std::int64_t version = 0;
  std::string plan;  // starter, professional, enterprise
  std::string status;
  std::string billing_cycle;
  bool cancel_at_period_end = false;
  std::optional<std::string> current_period_end;
  PlanLimits limits;
  std::string changed_at;
  std::string key() const { return std::to_string(user_id); }
};

// A card payment succeeded: a plan (kind subscription or plan_period) or a project stage (kind project_stage, with
// project_id and payment_type). Key: the payer's id.
struct PaymentSucceeded {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "payment.succeeded";
  std::string payment_id;  // the payment intent's id
  std::int64_t payer_id = 0;
  std::string kind;
  std::optional<std::int64_t> project_id;
  std::optional<std::string> payment_type;
  std::string amount;  // "1250.00"
  std::string currency;
  std::string succeeded_at;
  std::string key() const { return std::to_string(payer_id); }
};

// A paid project stage went from escrow to the engineer (its milestone approved, or a dispute released or split
// it: then amount is the engineer's part). Key: the project's id.
struct StageReleased {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "stage.released";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string payment_type;
  std::string amount;
  std::string released_at;
  std::string key() const { return std::to_string(project_id); }
};

// A held stage went back to the client (a dispute refunded or split). Key: the project's id.
struct StageRefunded {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "stage.refunded";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string payment_type;
  std::string amount;
  std::string refunded_at;
  std::string key() const { return std::to_string(project_id); }
};

void to_json(Json& json, const UserRegistered& event);
void from_json(const Json& json, UserRegistered& event);
void to_json(Json& json, const EngineerVerified& event);
void from_json(const Json& json, EngineerVerified& event);
void to_json(Json& json, const EngineerRejected& event);
void from_json(const Json& json, EngineerRejected& event);
void to_json(Json& json, const EngineerReapplied& event);
void from_json(const Json& json, EngineerReapplied& event);
void to_json(Json& json, const EngineerCertified& event);
void from_json(const Json& json, EngineerCertified& event);
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
void to_json(Json& json, const EmailSent& event);
void from_json(const Json& json, EmailSent& event);
void to_json(Json& json, const MessageSent& event);
void from_json(const Json& json, MessageSent& event);
void to_json(Json& json, const PlanLimits& limits);
void from_json(const Json& json, PlanLimits& limits);
void to_json(Json& json, const SubscriptionChanged& event);
void from_json(const Json& json, SubscriptionChanged& event);
void to_json(Json& json, const PaymentSucceeded& event);
void from_json(const Json& json, PaymentSucceeded& event);
void to_json(Json& json, const StageReleased& event);
void from_json(const Json& json, StageReleased& event);
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
void to_json(Json& json, const StageRefunded& event);
void from_json(const Json& json, StageRefunded& event);

// A new event's envelope as the outbox stores it, for a store that writes the outbox row in the statement that makes
// the change (it then calls wake_outbox_relays).
template <class Event>
Json new_envelope(const Event& event) {
  return new_envelope(Event::kType, Json(event));
}

}  // namespace cw::events
