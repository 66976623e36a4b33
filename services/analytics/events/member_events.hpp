#pragma once
// A member's own figures (store/member_store.hpp): project.posted, bid.placed, bid.accepted (projects),
// payment.succeeded of a project stage, stage.released, stage.refunded (billing), review.posted and
// engineer.directory_appearances (auth). Each is
// recorded under its own id (the project's, bid's, review's or the event's), so a redelivered event changes nothing.
// The handlers that also feed other figures call these beside their own.
#include <cw/events.hpp>

#include <string>

namespace analytics::events {

void keep_project(pqxx::work& tx, const cw::events::ProjectPosted& event);
void keep_bid_placed(pqxx::work& tx, const cw::events::BidPlaced& event);
void keep_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event);
void keep_release(pqxx::work& tx, const std::string& event_id, const cw::events::StageReleased& event);
void keep_refund(pqxx::work& tx, const std::string& event_id, const cw::events::StageRefunded& event);
void keep_review(pqxx::work& tx, const cw::events::ReviewPosted& event);
// Each engineer's new directory viewers of the day, added (the consumer applies an event id once).
void keep_directory_appearances(pqxx::work& tx, const cw::events::EngineerDirectoryAppearances& event);

}  // namespace analytics::events
