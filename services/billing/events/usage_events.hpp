#pragma once
// projects.events and messaging.events: the usage members are measured by against their plan's limits.
#include <cw/events.hpp>

#include <vector>

namespace billing::events {

// project.posted counts a client's project (active, and in its month); project.completed and project.cancelled
// end it; message.sent counts a message for its sender on its day.
std::vector<cw::events::Subscription> usage_subscriptions();

}  // namespace billing::events
