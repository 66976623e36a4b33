#pragma once
// projects.events: who takes part in each project (the participants projection, with the accepted bid), the
// notifications each step gives the party it concerns, and the project_update frames that refresh both parties'
// screens (events/telling.hpp). Each handler runs once per event id (the consumer records it in the same
// transaction; a notification is also unique per event, user and kind). message.sent (messaging's own): the e-mail
// to a receiver who is offline.
#include "app/emails.hpp"
#include "events/telling.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

void on_project_posted(pqxx::work& tx, const cw::events::ProjectPosted& event);
// bid.placed: the bidder joins the parties; the client is told, live and by e-mail.
void on_bid_placed(pqxx::work& tx, const cw::events::BidPlaced& event, Telling& telling, Emails& emails);
// bid.accepted: the assigned engineer (and the price), who is told live and by e-mail.
void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event, Telling& telling, Emails& emails);
// message.sent, a batch at a time: the e-mails to receivers who are offline.
void on_messages_sent(pqxx::work& tx, const std::vector<cw::events::MessageSent>& events, Emails& emails);
// project.completed: both parties; project.cancelled: the client and the engineers who bid or were assigned.
void on_project_completed(pqxx::work& tx, const cw::events::ProjectCompleted& event, Telling& telling);
void on_project_cancelled(pqxx::work& tx, const cw::events::ProjectCancelled& event, Telling& telling);
// invitation.sent: the invited engineer.
void on_invitation_sent(pqxx::work& tx, const cw::events::InvitationSent& event, Telling& telling);
// The review loop of a stage: the client hears of a submission (the final one is the final delivery), the engineer
// of changes requested and of an approval (the client too when it was automatic); a dispute's other party hears of
// it and both of its outcome; admins' screens refresh for disputes.
void on_milestone_submitted(pqxx::work& tx, const cw::events::MilestoneSubmitted& event, Telling& telling);
void on_changes_requested(pqxx::work& tx, const cw::events::MilestoneChangesRequested& event, Telling& telling);
void on_milestone_approved(pqxx::work& tx, const cw::events::MilestoneApproved& event, Telling& telling);
void on_milestone_disputed(pqxx::work& tx, const cw::events::MilestoneDisputed& event, Telling& telling);
void on_dispute_resolved(pqxx::work& tx, const cw::events::DisputeResolved& event, Telling& telling);
// files.uploaded: the other party, once per batch (an upload soon after another adds to its unread notification).
void on_files_uploaded(pqxx::work& tx, const cw::events::FilesUploaded& event, Telling& telling);

}  // namespace messaging::events
