#pragma once
// Every event billing consumes (consumer group "billing"), in one list.
#include "app/subscriptions.hpp"

#include <cw/events.hpp>

#include <vector>

namespace billing::events {

// project.posted, project.completed, project.cancelled (projects) and message.sent (messaging): usage against the
// plan's limits (usage_events.hpp); bid.accepted (projects): the project's price (project_events.hpp);
// milestone.approved and dispute.resolved (projects): a held stage leaves escrow (milestone_events.hpp);
// user.registered (auth): the starter plan (user_events.hpp); account.deleted (auth): the plan ends at once, refunded only
// within the 30-day money-back guarantee (Subscriptions::end_for_deleted_account); payments and the ledger are kept.
std::vector<cw::events::Subscription> subscriptions(Subscriptions& subscriptions);

}  // namespace billing::events
