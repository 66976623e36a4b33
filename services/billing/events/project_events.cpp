#include "events/project_events.hpp"

#include "store/payment_store.hpp"

namespace billing::events {

void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event) {
  // A price of nothing has no stages to pay.
  if (event.amount.cents() < 1) throw cw::events::BadPayload("bid.accepted: amountCents must be at least 1");
  store::record_project_price(tx, {event.project_id, event.client_id, event.engineer_id, event.amount.cents()},
                              event.accepted_at);
}

}  // namespace billing::events
