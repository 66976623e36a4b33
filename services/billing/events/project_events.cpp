#include "events/project_events.hpp"

#include "store/payment_store.hpp"

#include <cw/money.hpp>

namespace billing::events {

std::vector<cw::events::Subscription> project_price_subscriptions() {
  using namespace cw::events;
  return {
      on<BidAccepted>([](pqxx::work& tx, const BidAccepted& event) {
        auto amount = cw::amount_of_text(event.amount);
        if (!amount) throw BadPayload("bid.accepted: amount must be an amount with two decimals");
        store::record_project_price(tx, {event.project_id, event.client_id, event.engineer_id, amount->cents()},
                                    event.accepted_at);
      }),
  };
}

}  // namespace billing::events
