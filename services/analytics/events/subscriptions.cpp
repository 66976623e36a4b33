#include "events/subscriptions.hpp"

#include "events/admin_events.hpp"
#include "events/marketplace_events.hpp"
#include "events/member_events.hpp"
#include "events/user_events.hpp"

#include <cw/events/member_plans.hpp>

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
          on<EngineerVerificationRevoked>(on_verification_revoked),
          on<EngineerReapplied>(on_engineer_reapplied),
          on<EngineerCertified>(on_engineer_certified),
          with_id<ProjectPosted>([](pqxx::work& tx, const std::string& id, const ProjectPosted& event) {
            on_project_posted(tx, event);
            count_project_posted(tx, id, event);
            keep_project(tx, event);
          }),
          with_id<BidPlaced>([](pqxx::work& tx, const std::string& id, const BidPlaced& event) {
            count_bid_placed(tx, id, event);
            keep_bid_placed(tx, event);
          }),
          with_id<BidAccepted>([](pqxx::work& tx, const std::string& id, const BidAccepted& event) {
            on_bid_accepted(tx, event);
            count_bid_accepted(tx, id, event);
            keep_bid_accepted(tx, event);
            time_delivery_accepted(tx, event);
          }),
          on<ProjectCompleted>([](pqxx::work& tx, const ProjectCompleted& event) {
            on_project_completed(tx, event);
            time_delivery_completed(tx, event);
          }),
          on<ProjectCancelled>(on_project_cancelled),
          Subscription{PaymentSucceeded::kTopic, PaymentSucceeded::kType, {}, on_payments_succeeded},
          with_id<StageReleased>([](pqxx::work& tx, const std::string& id, const StageReleased& event) {
            count_release(tx, id, event);
            keep_release(tx, id, event);
          }),
          with_id<StageRefunded>([](pqxx::work& tx, const std::string& id, const StageRefunded& event) {
            count_refund(tx, id, event);
            keep_refund(tx, id, event);
          }),
          on<ReviewPosted>(keep_review),
          on<EngineerDirectoryAppearances>(keep_directory_appearances),
          on<SubscriptionChanged>(cw::member_plans::apply_subscription_changed),
          on<UserRegistered>(on_user_registered),
          on_batch<EmailSent>(on_emails_sent),
          on<AccountDeleted>(on_account_deleted)};
}

}  // namespace analytics::events
