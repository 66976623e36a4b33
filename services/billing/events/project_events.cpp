#include "events/project_events.hpp"

#include "store/payment_store.hpp"

namespace billing::events {

std::vector<cw::events::Subscription> project_price_subscriptions() {
  using namespace cw::events;
  return {
      on<BidAccepted>([](pqxx::work& tx, const BidAccepted& event) {
        // A price of nothing has no stages to pay.
        if (event.amount.cents() < 1) throw BadPayload("bid.accepted: amountCents must be at least 1");
        store::record_project_price(tx, {event.project_id, event.client_id, event.engineer_id, event.amount.cents()},
                                    event.accepted_at);
      }),
  };
}

}  // namespace billing::events
