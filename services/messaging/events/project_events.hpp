#pragma once
// projects.events: who takes part in each project (the participants projection), and the notifications the other
// party gets, pushed live to their sockets when the consumer's transaction commits. Each handler runs once per event
// id (the consumer records it in the same transaction).
#include "realtime/delivery.hpp"

#include <cw/events.hpp>

#include <vector>

namespace messaging::events {

std::vector<cw::events::Subscription> project_subscriptions(realtime::Delivery& delivery);

}  // namespace messaging::events
