#pragma once
// Every event messaging consumes (consumer group "messaging"), in one list.
#include "app/emails.hpp"
#include "realtime/delivery.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

// projects.events (project.posted, bid.placed, bid.accepted, project.completed, project.cancelled, the milestone
// and dispute events, files.uploaded) and message.sent (its own): the participants, notifications, frames and e-mails
// (project_events.hpp); billing.events (payment.succeeded, stage.released, stage.refunded): notifications and frames
// and payment.failed (billing_events.hpp), subscription.changed: the members' plans (a cancelled, ended or renewed plan told); auth.events (user.registered, engineer.reapplied,
// engineer.verified, engineer.rejected, engineer.certified, engineer.certification_failed, review.posted): the member directory, greetings, the decisions and
// results, admins' frames (user_events.hpp).
std::vector<cw::events::Subscription> subscriptions(realtime::Delivery& delivery, Emails& emails);

}  // namespace messaging::events
