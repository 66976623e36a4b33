#include "events/marketplace_events.hpp"

#include "store/marketplace_store.hpp"
#include "store/platform_store.hpp"

namespace analytics::events {

using namespace cw::events;

void count_project_posted(pqxx::work& tx, const std::string& event_id, const ProjectPosted& event) {
  store::record_fact(tx, event_id, MarketplaceFact::project_posted, event.project_id, 0, event.posted_at);
}

void count_bid_placed(pqxx::work& tx, const std::string& event_id, const BidPlaced& event) {
  store::record_fact(tx, event_id, MarketplaceFact::bid_placed, event.project_id, event.amount.cents(),
                     event.placed_at);
}

void count_bid_accepted(pqxx::work& tx, const std::string& event_id, const BidAccepted& event) {
  store::record_fact(tx, event_id, MarketplaceFact::bid_accepted, event.project_id, event.amount.cents(),
                     event.accepted_at);
}

void count_payment(pqxx::work& tx, const std::string& event_id, const PaymentSucceeded& event) {
  if (event.kind != "project_stage" || !event.project_id) return;
  store::record_fact(tx, event_id, MarketplaceFact::paid_in, *event.project_id, event.amount.cents(),
                     event.succeeded_at);
}

void count_release(pqxx::work& tx, const std::string& event_id, const StageReleased& event) {
  store::record_fact(tx, event_id, MarketplaceFact::released, event.project_id, event.amount.cents(),
                     event.released_at);
}

void count_refund(pqxx::work& tx, const std::string& event_id, const StageRefunded& event) {
  store::record_fact(tx, event_id, MarketplaceFact::refunded, event.project_id, event.amount.cents(),
                     event.refunded_at);
}

void time_delivery_accepted(pqxx::work& tx, const BidAccepted& event) {
  store::record_delivery_accepted(tx, event.project_id, event.accepted_at);
}

void time_delivery_completed(pqxx::work& tx, const ProjectCompleted& event) {
  store::record_delivery_completed(tx, event.project_id, event.completed_at);
}

}  // namespace analytics::events
