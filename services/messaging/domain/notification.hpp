#pragma once
// What a notification says, what it is about (kind), where clicking it leads (link) and which project it concerns:
// plain functions from the facts an event carries (docs/dev-contract.md "Messaging"; issue 28).
#include <cw/caller.hpp>
#include <cw/project_stage.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace messaging {

struct Notification {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string type;  // message, project_update, bid, payment, account, welcome, or another shown with the default icon
  std::string title;
  std::string message;
  bool read = false;
  std::string created_at;
  std::optional<std::string> kind;  // stage_funded, changes_requested, ...; none on rows from before kinds
  std::optional<std::string> link;  // the app path it opens: /project/7#milestones, /subscription, ...
  std::optional<std::int64_t> project_id;
};

struct NotificationDraft {
  std::string type;
  std::string title;
  std::string message;
  std::optional<std::string> kind;
  std::optional<std::string> link;
  std::optional<std::int64_t> project_id;
};

// A page of a member's notifications, newest first: ?unread=true, ?before=<id>, ?limit=1..100 (default 100); each
// refused with cw::invalid when it is not one of these.
inline constexpr int kNotificationsShown = 100;
struct NotificationQuery {
  bool unread_only = false;
  std::optional<std::int64_t> before;
  int limit = kNotificationsShown;
};
NotificationQuery notification_query(const std::optional<std::string>& unread, const std::optional<std::string>& before,
                                     const std::optional<std::string>& limit);

NotificationDraft welcome_notification(cw::Role role, const std::string& first_name);

// "$1,600.00"
std::string money_text(std::int64_t cents);
// The app path of a section of a project's page: /project/7#milestones (files, milestones, payments, bids, chat).
std::string project_link(std::int64_t project_id, const char* section);
// A stage's share of the accepted bid: 50 % and 30 % rounded down, the final stage the rest (as billing charges it).
std::int64_t stage_amount_cents(std::int64_t price_cents, cw::ProjectStage stage);
// The day a submission approves itself when the client does not answer: "Dec 4" from "2026-11-27T10:00:00.000Z"
// (7 days later, as projects approves it); the text as it is when it is not such a time.
std::string auto_approval_day(const std::string& submitted_at);

// The project a notification is about: its id, its title from the projection ('' when the projection has not heard
// of it yet), and the accepted bid when known (a stage's amount follows from it).
struct ProjectRef {
  std::int64_t id = 0;
  std::string title;
  std::optional<std::int64_t> price_cents;
};
enum class Party { client, engineer };

// projects.events
NotificationDraft new_bid_notification(const ProjectRef& project, std::int64_t amount_cents);
NotificationDraft bid_accepted_notification(const ProjectRef& project, std::int64_t amount_cents);
NotificationDraft project_completed_notification(const ProjectRef& project, Party to);
NotificationDraft project_cancelled_notification(const ProjectRef& project, Party to);
// invitation.sent, to the engineer: "Grace Hopper invited you to bid on "Walnut kitchen"." (issue 29 item 7), opening
// the project.
NotificationDraft invitation_notification(std::int64_t project_id, const std::string& client_name,
                                          const std::string& project_title);
// To the client; the final stage's submission is the final delivery.
NotificationDraft stage_submitted_notification(const ProjectRef& project, cw::ProjectStage stage, std::int64_t revision,
                                               const std::string& submitted_at);
// To the engineer; note is the client's words when the event carries them.
NotificationDraft changes_requested_notification(const ProjectRef& project, cw::ProjectStage stage,
                                                 std::int64_t revisions_used,
                                                 const std::optional<std::string>& note);
// paid_directly: the stage went to the engineer when it was funded (no escrow), so the approval moves no money.
NotificationDraft stage_approved_notification(const ProjectRef& project, cw::ProjectStage stage, bool automatic,
                                              bool paid_directly, Party to);
// To the party that did not open it.
NotificationDraft dispute_opened_notification(const ProjectRef& project, cw::ProjectStage stage, Party opened_by);
NotificationDraft dispute_resolved_notification(const ProjectRef& project, cw::ProjectStage stage,
                                                cw::DisputeOutcome outcome, std::int64_t engineer_share_bp);
// billing.events: a stage paid (the client is told it succeeded, the engineer that they can go on), held in escrow
// or, on a project accepted without escrow, gone to the engineer at once.
NotificationDraft stage_paid_notification(const ProjectRef& project, cw::ProjectStage stage, std::int64_t amount_cents,
                                          Party to, bool escrow = true);
// A plan's payment succeeded.
NotificationDraft plan_paid_notification(std::int64_t amount_cents);
// The fee of a certification attempt was paid (billing's payment.succeeded of kind certification_fee).
NotificationDraft certification_fee_paid_notification(std::int64_t amount_cents);
NotificationDraft stage_released_notification(const ProjectRef& project, cw::ProjectStage stage,
                                              std::int64_t amount_cents);
NotificationDraft stage_refunded_notification(const ProjectRef& project, cw::ProjectStage stage,
                                              std::int64_t amount_cents, Party to);
// A card payment declined (reason), or waiting for the payer to authenticate it: for a project's stage (project and
// stage), for a certification attempt's fee (certification_fee) or for a plan (neither).
NotificationDraft payment_failed_notification(const std::optional<ProjectRef>& project,
                                              std::optional<cw::ProjectStage> stage, std::int64_t amount_cents,
                                              bool requires_action, const std::string& reason,
                                              bool certification_fee = false);
// To the other party: files uploaded by `by`. One notification per batch: uploads that follow within
// kUploadBatchSeconds while it is unread turn its words into files_uploaded_more_text.
inline constexpr int kUploadBatchSeconds = 600;
NotificationDraft files_uploaded_notification(const ProjectRef& project, Party by,
                                              const std::vector<std::string>& file_names);
std::string files_uploaded_more_text(const ProjectRef& project, Party by);
// auth.events
NotificationDraft review_received_notification(const ProjectRef& project, std::int64_t rating);
NotificationDraft application_approved_notification();
NotificationDraft application_rejected_notification(const std::string& reason);
NotificationDraft verification_revoked_notification(const std::string& reason);
NotificationDraft certification_notification(bool passed, std::int64_t score, std::int64_t total_questions);
// A paid track's certificate was issued (certificate.issued): it links to the certificate's public page.
NotificationDraft certificate_issued_notification(const std::string& certificate_id, const std::string& track_title,
                                                  const std::string& expires_at);
// A certificate lapses in days_left days (certificate.expiring): it links to the track, where it is renewed.
NotificationDraft certificate_expiring_notification(const std::string& track, const std::string& track_title,
                                                    const std::string& expires_at, std::int64_t days_left);
// Whether a certificate id and a track id from an event are fit for a link: CW-<2 capitals>-<8 Crockford base32>,
// and lower-case letters and underscores. An event whose ids are not is malformed (skipped, never linked).
bool certificate_id_shape(const std::string& certificate_id);
bool track_id_shape(const std::string& track);
// "Dec 4, 2026": the day of an ISO-8601 time with its year; the text as it is when it is not one.
std::string day_with_year(const std::string& time);

// A member's subscription as subscription.changed tells it: a change from one to the next is told in words when it
// is a cancellation (the plan stays until the period ends), the end of a paid plan, or a renewal; nullopt otherwise
// (an opening, an upgrade: its payment is told).
struct PlanState {
  std::string plan;  // starter, professional, enterprise
  bool cancel_at_period_end = false;
  std::optional<std::string> current_period_end;  // ISO-8601 UTC; none on starter
};
std::optional<NotificationDraft> subscription_notification(const PlanState& before, const PlanState& after);

// billing.events: a paid period near its end (subscription.period_ending): renewing ("renews on Dec 4, 2026 for
// $290.00 (yearly)"), or ending, when the member falls to starter.
NotificationDraft period_ending_notification(const std::string& plan, const std::string& billing_cycle,
                                             const std::string& period_end, bool renews, std::int64_t amount_cents);
// billing.events: a free trial ends in a few days (subscription.trial_ending): the first charge, when, and how to
// avoid it.
NotificationDraft trial_ending_notification(const std::string& plan, const std::string& billing_cycle,
                                            const std::string& trial_ends_at, std::int64_t amount_cents);
// A renewal the provider could not charge (reason: the provider's words), and when it tries again (none: the plan
// ends unless the member pays).
NotificationDraft renewal_failed_notification(const std::string& plan, std::int64_t amount_cents,
                                              const std::string& reason,
                                              const std::optional<std::string>& next_attempt_at);

// What every socket watching a project (join_project) is told when it changes: words for both parties.
enum class ProjectChange { assigned, completed, cancelled };
std::string project_update_text(ProjectChange change, const std::string& project_title);

}  // namespace messaging
