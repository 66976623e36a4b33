#include "events/project_events.hpp"

#include "app/subscription_changes.hpp"
#include "store/payment_store.hpp"
#include "store/subscription_store.hpp"

namespace billing::events {

void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event) {
  // A price of nothing has no stages to pay.
  if (event.amount.cents() < 1) throw cw::events::BadPayload("bid.accepted: amountCents must be at least 1");
  // The project keeps the mode of the client's plan at acceptance (a redelivery records nothing new).
  const auto subscription = store::find_subscription(tx, event.client_id).value_or(starter_subscription());
  const bool escrow = holds_stage_payments(plan_by_id(tx, subscription.plan));
  store::record_project_price(
      tx, {event.project_id, event.client_id, event.engineer_id, event.amount.cents(), escrow}, event.accepted_at);
}

}  // namespace billing::events
