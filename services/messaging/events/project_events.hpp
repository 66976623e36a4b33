#pragma once
// projects.events: who takes part in each project (the participants projection), and the notifications the other
// party gets, pushed live to their sockets when the consumer's transaction commits (delivery), and by e-mail (emails,
// app/emails). Each handler runs once per event id (the consumer records it in the same transaction). message.sent
// (messaging's own): the e-mail to a receiver who is offline.
#include "app/emails.hpp"
#include "realtime/delivery.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

// project.posted: the project's client.
void on_project_posted(pqxx::work& tx, const cw::events::ProjectPosted& event);
// bid.placed: the bidder; the client is told, live and by e-mail.
void on_bid_placed(pqxx::work& tx, const cw::events::BidPlaced& event, realtime::Delivery& delivery, Emails& emails);
// bid.accepted: the assigned engineer, who is told live and by e-mail; the project's watchers see it assigned.
void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event, realtime::Delivery& delivery,
                     Emails& emails);
// message.sent, a batch at a time: the e-mails to receivers who are offline.
void on_messages_sent(pqxx::work& tx, const std::vector<cw::events::MessageSent>& events, Emails& emails);
// project.completed: the engineer is told; project.cancelled: the engineers who bid are told; the watchers see both.
void on_project_completed(pqxx::work& tx, const cw::events::ProjectCompleted& event, realtime::Delivery& delivery);
void on_project_cancelled(pqxx::work& tx, const cw::events::ProjectCancelled& event, realtime::Delivery& delivery);

}  // namespace messaging::events
