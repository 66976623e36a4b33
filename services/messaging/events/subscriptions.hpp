#pragma once
// Every event messaging consumes (consumer group "messaging"), in one list.
#include "app/emails.hpp"
#include "realtime/delivery.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

// project.posted, bid.placed, bid.accepted (projects), message.sent (its own), project.completed,
// project.cancelled (projects): the participants, notifications and e-mails (project_events.hpp); user.registered
// (auth): the member directory, the greeting and the welcome e-mail (user_events.hpp); engineer.verified,
// engineer.rejected (auth): an e-mail to the engineer (app/emails.hpp); subscription.changed (billing): the members'
// plans.
std::vector<cw::events::Subscription> subscriptions(realtime::Delivery& delivery, Emails& emails);

}  // namespace messaging::events
