#include "events/subscriptions.hpp"

#include "events/admin_events.hpp"
#include "events/marketplace_events.hpp"
#include "events/user_events.hpp"

#include <functional>

namespace analytics::events {

namespace {

using namespace cw::events;

// The subscription to one of the contracts' events whose handler also needs the event's id (the key of what it
// records, so that a redelivery counts once).
template <class Event>
Subscription with_id(std::function<void(pqxx::work& tx, const std::string& event_id, const Event& event)> handler) {
  return {Event::kTopic, Event::kType,
          [handler = std::move(handler)](pqxx::work& tx, const Envelope& envelope) {
            handler(tx, envelope.id, envelope.data.get<Event>());
          },
          {}};
}

}  // namespace

std::vector<Subscription> subscriptions() {
  return {on<EngineerVerified>(on_engineer_verified),
          on<EngineerRejected>(on_engineer_rejected),
          on<EngineerReapplied>(on_engineer_reapplied),
          on<EngineerCertified>(on_engineer_certified),
          with_id<ProjectPosted>([](pqxx::work& tx, const std::string& id, const ProjectPosted& event) {
            on_project_posted(tx, event);
            count_project_posted(tx, id, event);
          }),
          with_id<BidPlaced>(count_bid_placed),
          with_id<BidAccepted>([](pqxx::work& tx, const std::string& id, const BidAccepted& event) {
            on_bid_accepted(tx, event);
            count_bid_accepted(tx, id, event);
          }),
          on<ProjectCompleted>(on_project_completed),
          on<ProjectCancelled>(on_project_cancelled),
          with_id<PaymentSucceeded>([](pqxx::work& tx, const std::string& id, const PaymentSucceeded& event) {
            on_payment_succeeded(tx, event);
            count_payment(tx, id, event);
          }),
          with_id<StageReleased>(count_release),
          with_id<StageRefunded>(count_refund),
          on<UserRegistered>(on_user_registered),
          on<EmailSent>(on_email_sent)};
}

}  // namespace analytics::events
