#pragma once
// Every event messaging consumes (consumer group "messaging"), in one list.
#include "app/emails.hpp"
#include "realtime/delivery.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

// projects.events (project.posted, bid.placed, bid.accepted, project.completed, project.cancelled, invitation.sent,
// the milestone and dispute events, files.uploaded) and message.sent (its own): the participants, notifications, frames and e-mails
// (project_events.hpp); billing.events (payment.succeeded, payment.failed, stage.released, stage.refunded,
// subscription.changed: the members' plans, subscription.period_ending, subscription.trial_ending,
// subscription.renewal_failed): notifications
// and frames (billing_events.hpp); auth.events (user.registered, engineer.reapplied, engineer.verified,
// engineer.rejected, engineer.certified, engineer.certification_failed, review.posted, account.deleted): the member
// directory, greetings, the decisions and results, admins' frames, a deleted member's data erased (user_events.hpp).
std::vector<cw::events::Subscription> subscriptions(realtime::Delivery& delivery, Emails& emails);

}  // namespace messaging::events
