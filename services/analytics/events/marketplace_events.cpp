#include "events/marketplace_events.hpp"

#include "events/admin_events.hpp"
#include "store/marketplace_store.hpp"
#include "store/payment_store.hpp"
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

void on_payments_succeeded(pqxx::work& tx, const std::vector<const cw::events::Envelope*>& envelopes) {
  std::vector<store::SucceededPayment> payments;
  payments.reserve(envelopes.size());
  for (const auto* envelope : envelopes) {
    const auto event = envelope->data.get<PaymentSucceeded>();
    // Only a project stage's payment is money held for a project (a plan's is not).
    const auto project_id = event.kind == "project_stage" ? event.project_id : std::nullopt;
    payments.push_back({envelope->id, payment_activity(event), project_id, event.payer_id, event.amount.cents(),
                        event.succeeded_at});
  }
  store::record_payments(tx, payments);
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
