#include "events/project_events.hpp"

#include "app/webhooks.hpp"
#include "store/conversation_store.hpp"
#include "store/notification_store.hpp"

#include <algorithm>

namespace messaging::events {

using namespace cw::events;

namespace {

ProjectRef project_of(pqxx::work& tx, std::int64_t project_id) {
  return project_ref(store::find_project(tx, project_id), project_id);
}

}  // namespace

void on_project_posted(pqxx::work& tx, const ProjectPosted& event) {
  store::save_posted_project(tx, event.project_id, event.client_id, event.title);
}

void on_bid_placed(pqxx::work& tx, const BidPlaced& event, Telling& telling, Emails& emails) {
  store::save_bidder(tx, event.project_id, event.client_id, event.engineer_id);
  const auto project = project_of(tx, event.project_id);
  telling.notify(event.client_id, new_bid_notification(project, event.amount.cents()), Telling::Email::its_own);
  emails.on_bid_placed(tx, event, project.title);
  queue_webhook(tx, telling.event_id(), BidPlaced::kType, {event.client_id}, event);
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, {"bids"});
}

void on_bid_accepted(pqxx::work& tx, const BidAccepted& event, Telling& telling, Emails& emails) {
  store::save_assignment(tx, event.project_id, event.client_id, event.engineer_id, event.amount.cents());
  const auto project = project_of(tx, event.project_id);
  telling.notify(event.engineer_id, bid_accepted_notification(project, event.amount.cents()),
                 Telling::Email::its_own);
  emails.on_bid_accepted(tx, event, project.title);
  // A stage the client paid before this event reached messaging: the engineer hears of it now, keyed on its payment.
  const auto funded = store::take_waiting_for_engineer(tx, event.project_id);
  for (const auto& stage : funded) {
    telling.notify_for_event(stage.event_id, event.engineer_id,
                             stage_paid_notification(project, stage.stage, stage.amount_cents, Party::engineer,
                                                     stage.escrow));
  }
  std::vector<std::string> changed{"project", "bids", "milestones"};
  if (!funded.empty()) changed.emplace_back("payments");
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, changed,
                          project_update_text(ProjectChange::assigned, project.title));
}

void on_messages_sent(pqxx::work& tx, const std::vector<MessageSent>& events, Emails& emails) {
  emails.on_messages_sent(tx, events, [&](std::int64_t project_id) { return project_of(tx, project_id).title; });
}

void on_invitation_sent(pqxx::work&, const InvitationSent& event, Telling& telling) {
  telling.notify(event.engineer_id, invitation_notification(event.project_id, event.client_name, event.project_title));
}

void on_project_completed(pqxx::work& tx, const ProjectCompleted& event, Telling& telling) {
  const auto project = project_of(tx, event.project_id);
  telling.notify(event.engineer_id, project_completed_notification(project, Party::engineer));
  telling.notify(event.client_id, project_completed_notification(project, Party::client));
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, {"project", "milestones"},
                          project_update_text(ProjectChange::completed, project.title));
}

void on_project_cancelled(pqxx::work& tx, const ProjectCancelled& event, Telling& telling) {
  auto known = store::find_project(tx, event.project_id);
  const auto project = project_ref(known, event.project_id);
  // A posted project has no engineer yet: the engineers who bid on it are the other party.
  std::vector<std::int64_t> engineers = known ? known->parties.bidders : std::vector<std::int64_t>{};
  if (known && known->parties.assigned_engineer_id &&
      std::find(engineers.begin(), engineers.end(), *known->parties.assigned_engineer_id) == engineers.end()) {
    engineers.push_back(*known->parties.assigned_engineer_id);
  }
  for (auto engineer_id : engineers) {
    telling.notify(engineer_id, project_cancelled_notification(project, Party::engineer));
  }
  telling.notify(event.client_id, project_cancelled_notification(project, Party::client));
  auto parties = engineers;
  parties.push_back(event.client_id);
  telling.project_changed(event.project_id, parties, {"project", "bids"},
                          project_update_text(ProjectChange::cancelled, project.title));
}

void on_milestone_submitted(pqxx::work& tx, const MilestoneSubmitted& event, Telling& telling) {
  const auto project = project_of(tx, event.project_id);
  telling.notify(event.client_id,
                 stage_submitted_notification(project, event.stage, event.revision, event.submitted_at));
  queue_webhook(tx, telling.event_id(), MilestoneSubmitted::kType, {event.client_id, event.engineer_id}, event);
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, {"milestones", "files"});
}

void on_changes_requested(pqxx::work& tx, const MilestoneChangesRequested& event, Telling& telling) {
  const auto project = project_of(tx, event.project_id);
  telling.notify(event.engineer_id,
                 changes_requested_notification(project, event.stage, event.revisions_used, event.note));
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, {"milestones"});
}

void on_milestone_approved(pqxx::work& tx, const MilestoneApproved& event, Telling& telling) {
  const auto project = project_of(tx, event.project_id);
  telling.notify(event.engineer_id,
                 stage_approved_notification(project, event.stage, event.automatic, event.paid_directly,
                                             Party::engineer));
  if (event.automatic) {
    telling.notify(event.client_id,
                   stage_approved_notification(project, event.stage, true, event.paid_directly, Party::client));
  }
  queue_webhook(tx, telling.event_id(), MilestoneApproved::kType, {event.client_id, event.engineer_id}, event);
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id},
                          {"project", "milestones", "payments"});
}

void on_milestone_disputed(pqxx::work& tx, const MilestoneDisputed& event, Telling& telling) {
  const auto project = project_of(tx, event.project_id);
  const bool by_client = event.opened_by == event.client_id;
  telling.notify(by_client ? event.engineer_id : event.client_id,
                 dispute_opened_notification(project, event.stage, by_client ? Party::client : Party::engineer));
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, {"milestones", "disputes"});
  telling.admins_changed({"disputes"});
}

void on_dispute_resolved(pqxx::work& tx, const DisputeResolved& event, Telling& telling) {
  const auto project = project_of(tx, event.project_id);
  const auto draft = dispute_resolved_notification(project, event.stage, event.outcome, event.engineer_share_bp);
  telling.notify(event.engineer_id, draft);
  telling.notify(event.client_id, draft);
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id},
                          {"milestones", "disputes", "payments"});
  telling.admins_changed({"disputes"});
}

void on_files_uploaded(pqxx::work& tx, const FilesUploaded& event, Telling& telling) {
  auto known = store::find_project(tx, event.project_id);
  const auto project = project_ref(known, event.project_id);
  if (!known) return;  // nobody known to tell yet
  const bool by_client = event.uploader_id == known->parties.client_id;
  std::vector<std::int64_t> parties{known->parties.client_id};
  if (known->parties.assigned_engineer_id) parties.push_back(*known->parties.assigned_engineer_id);
  const auto by = by_client ? Party::client : Party::engineer;
  for (auto party : parties) {
    if (party == event.uploader_id) continue;
    queue_webhook(tx, telling.event_id(), FilesUploaded::kType, {party}, event);
    if (store::add_to_recent(tx, party, "files_uploaded", event.project_id, kUploadBatchSeconds,
                             files_uploaded_more_text(project, by))) {
      continue;  // the batch's notification says so now
    }
    telling.notify(party, files_uploaded_notification(project, by, event.file_names));
  }
  telling.project_changed(event.project_id, parties, {"files"});
}

}  // namespace messaging::events
