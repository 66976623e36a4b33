#pragma once
// Every event billing consumes (consumer group "billing"), in one list.
#include <cw/events.hpp>

#include <vector>

namespace billing::events {

// project.posted, project.completed, project.cancelled (projects) and message.sent (messaging): usage against the
// plan's limits (usage_events.hpp); bid.accepted (projects): the project's price (project_events.hpp);
// milestone.approved and dispute.resolved (projects): a held stage leaves escrow (milestone_events.hpp);
// user.registered (auth): the starter plan (user_events.hpp).
std::vector<cw::events::Subscription> subscriptions();

}  // namespace billing::events
