#pragma once
// Every event messaging consumes (consumer group "messaging"), in one list.
#include "app/emails.hpp"
#include "realtime/delivery.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

// project.posted, bid.placed, bid.accepted, project.completed, project.cancelled (projects) and message.sent (its
// own): the participants, notifications and e-mails (project_events.hpp); user.registered, engineer.verified,
// engineer.rejected (auth): the member directory, the greeting and e-mails (user_events.hpp); subscription.changed
// (billing): the members' plans.
std::vector<cw::events::Subscription> subscriptions(realtime::Delivery& delivery, Emails& emails);

}  // namespace messaging::events
