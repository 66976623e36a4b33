#pragma once
// The marketplace's figures (store/marketplace_store.hpp): project.posted, bid.placed, bid.accepted (projects),
// payment.succeeded of a project stage, stage.released, stage.refunded (billing), each recorded under its event id,
// so a redelivered event counts once. The handlers that also feed the admin dashboard call these beside their own.
#include <cw/events.hpp>

#include <string>
#include <vector>

namespace analytics::events {

void count_project_posted(pqxx::work& tx, const std::string& event_id, const cw::events::ProjectPosted& event);
void count_bid_placed(pqxx::work& tx, const std::string& event_id, const cw::events::BidPlaced& event);
void count_bid_accepted(pqxx::work& tx, const std::string& event_id, const cw::events::BidAccepted& event);
// payment.succeeded, a batch with one statement: each payment's line of the activity feed and, for a project
// stage's (a plan's is not money held for a project), the paid-in fact and the client's money (member_events.hpp).
void on_payments_succeeded(pqxx::work& tx, const std::vector<const cw::events::Envelope*>& envelopes);
void count_release(pqxx::work& tx, const std::string& event_id, const cw::events::StageReleased& event);
void count_refund(pqxx::work& tx, const std::string& event_id, const cw::events::StageRefunded& event);
// bid.accepted and project.completed: the time a project took from its accepted bid to its completion (the public
// figures' median delivery, store/platform_store.hpp).
void time_delivery_accepted(pqxx::work& tx, const cw::events::BidAccepted& event);
void time_delivery_completed(pqxx::work& tx, const cw::events::ProjectCompleted& event);

}  // namespace analytics::events
