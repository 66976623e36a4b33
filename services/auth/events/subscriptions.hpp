#pragma once
// Every event auth consumes (consumer group "auth"), in one list.
#include "app/engineers.hpp"

#include <cw/events.hpp>

#include <vector>

namespace auth::events {

// project.completed (projects): review eligibility and the engineer's completed count; subscription.changed
// (billing): the members' plans (who sees ratings, uses the advanced filters, shows an hourly rate).
std::vector<cw::events::Subscription> subscriptions(Engineers& engineers);

}  // namespace auth::events
