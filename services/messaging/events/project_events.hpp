#pragma once
// projects.events: who takes part in each project (the participants projection), and the notifications the other
// party gets, pushed live to their sockets when the consumer's transaction commits, and by e-mail (app/emails).
// Each handler runs once per event id (the consumer records it in the same transaction). message.sent (messaging's
// own): the e-mail to a receiver who is offline.
#include "app/emails.hpp"
#include "realtime/delivery.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

std::vector<cw::events::Subscription> project_subscriptions(realtime::Delivery& delivery, Emails& emails);

}  // namespace messaging::events
