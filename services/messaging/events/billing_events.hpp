#pragma once
// billing.events: a payment made (the payer told; for a project stage, the engineer told they can go on), a stage's
// money released to the engineer or refunded to the client; each refreshes both parties' payments and milestones.
#include "events/telling.hpp"

#include <cw/events.hpp>

namespace messaging::events {

void on_payment_succeeded(pqxx::work& tx, const cw::events::PaymentSucceeded& event, Telling& telling);
// subscription.changed: the members' plans (cw::member_plans); a plan cancelled, ended or renewed is told.
void on_subscription_changed(pqxx::work& tx, const cw::events::SubscriptionChanged& event, Telling& telling);
// subscription.period_ending: the member is told their plan ends, or (yearly) renews, in a few days.
void on_period_ending(pqxx::work& tx, const cw::events::SubscriptionPeriodEnding& event, Telling& telling);
// subscription.trial_ending: the member is told, 3 days ahead, that their free trial ends and the first charge follows.
void on_trial_ending(pqxx::work& tx, const cw::events::SubscriptionTrialEnding& event, Telling& telling);
// subscription.renewal_failed: the member is told the renewal was not charged, and what happens next.
void on_renewal_failed(pqxx::work& tx, const cw::events::SubscriptionRenewalFailed& event, Telling& telling);
// payment.failed: the payer is told it was declined or waits for their authentication.
void on_payment_failed(pqxx::work& tx, const cw::events::PaymentFailed& event, Telling& telling);
void on_stage_released(pqxx::work& tx, const cw::events::StageReleased& event, Telling& telling);
void on_stage_refunded(pqxx::work& tx, const cw::events::StageRefunded& event, Telling& telling);

}  // namespace messaging::events
