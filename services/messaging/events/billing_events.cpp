#include "events/billing_events.hpp"

#include "app/webhooks.hpp"
#include "store/notification_store.hpp"
#include "store/subscription_store.hpp"

#include <cw/events/member_plans.hpp>

namespace messaging::events {

using namespace cw::events;

void on_payment_succeeded(pqxx::work& tx, const PaymentSucceeded& event, Telling& telling) {
  if (event.kind == "certification_fee") {
    telling.notify(event.payer_id, certification_fee_paid_notification(event.amount.cents()));
    return;
  }
  if (!event.project_id || !event.payment_type) {
    telling.notify(event.payer_id, plan_paid_notification(event.amount.cents()));
    return;
  }
  const auto& known = telling.project(*event.project_id);
  const auto project = project_ref(known, *event.project_id);
  const auto amount = event.amount.cents();
  telling.notify(event.payer_id,
                 stage_paid_notification(project, *event.payment_type, amount, Party::client, event.escrow));
  std::vector<std::int64_t> parties{event.payer_id};
  // The engineer is known once bid.accepted was applied (projects.events may come later than billing.events): until
  // then their notification waits for it (events/project_events.cpp on_bid_accepted).
  if (known && known->parties.assigned_engineer_id) {
    const auto engineer_id = *known->parties.assigned_engineer_id;
    telling.notify(engineer_id,
                   stage_paid_notification(project, *event.payment_type, amount, Party::engineer, event.escrow));
    parties.push_back(engineer_id);
  } else {
    store::wait_for_engineer(tx, *event.project_id, telling.event_id(), *event.payment_type, amount, event.escrow);
  }
  queue_webhook(tx, telling.event_id(), "stage.funded", parties, event);
  telling.project_changed(*event.project_id, parties, {"payments", "milestones"});
}

void on_subscription_changed(pqxx::work& tx, const SubscriptionChanged& event, Telling& telling) {
  cw::member_plans::apply_subscription_changed(tx, event);
  const PlanState now{event.plan, event.cancel_at_period_end, event.current_period_end};
  const auto seen = store::see_subscription(tx, event.user_id, event.version, now);
  if (!seen.newer || !seen.before) return;
  if (auto draft = subscription_notification(*seen.before, now)) telling.notify(event.user_id, *draft);
}

void on_period_ending(pqxx::work&, const SubscriptionPeriodEnding& event, Telling& telling) {
  telling.notify(event.user_id, period_ending_notification(event.plan, event.billing_cycle, event.period_end,
                                                           event.renews, event.amount.cents()));
}

void on_trial_ending(pqxx::work&, const SubscriptionTrialEnding& event, Telling& telling) {
  telling.notify(event.user_id, trial_ending_notification(event.plan, event.billing_cycle, event.trial_ends_at,
                                                          event.amount.cents()));
}

void on_renewal_failed(pqxx::work&, const SubscriptionRenewalFailed& event, Telling& telling) {
  telling.notify(event.user_id, renewal_failed_notification(event.plan, event.amount.cents(), event.reason,
                                                            event.next_attempt_at));
}

void on_payment_failed(pqxx::work&, const PaymentFailed& event, Telling& telling) {
  std::optional<ProjectRef> project;
  if (event.project_id) project = project_ref(telling.project(*event.project_id), *event.project_id);
  telling.notify(event.payer_id, payment_failed_notification(project, event.payment_type, event.amount.cents(),
                                                             event.requires_action, event.reason,
                                                             event.kind == "certification_fee"));
  if (event.project_id) telling.project_changed(*event.project_id, {event.payer_id}, {"payments"});
}

void on_stage_released(pqxx::work&, const StageReleased& event, Telling& telling) {
  const auto project = project_ref(telling.project(event.project_id), event.project_id);
  telling.notify(event.engineer_id, stage_released_notification(project, event.payment_type, event.amount.cents()));
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, {"payments", "milestones"});
}

void on_stage_refunded(pqxx::work&, const StageRefunded& event, Telling& telling) {
  const auto project = project_ref(telling.project(event.project_id), event.project_id);
  const auto amount = event.amount.cents();
  telling.notify(event.client_id, stage_refunded_notification(project, event.payment_type, amount, Party::client));
  telling.notify(event.engineer_id, stage_refunded_notification(project, event.payment_type, amount, Party::engineer));
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, {"payments", "milestones"});
}

}  // namespace messaging::events
