#pragma once
#include <cw/events.hpp>

#include <vector>

namespace analytics::events {

// The admin dashboard's projection: engineers (auth.events), projects (projects.events), payments
// (billing.events), each event also a line of the activity feed.
std::vector<cw::events::Subscription> admin_subscriptions();

}  // namespace analytics::events
