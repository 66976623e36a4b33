#pragma once
// Every event analytics consumes (consumer group "analytics"), in one list.
#include <cw/events.hpp>

#include <vector>

namespace analytics::events {

// The admin dashboard's projection (admin_events.hpp): engineer.verified, engineer.rejected, engineer.reapplied,
// engineer.certified (auth), project.posted, bid.accepted, project.completed, project.cancelled (projects),
// payment.succeeded (billing); user.registered (auth): a signup; email.sent (messaging): an e-mail that left
// (user_events.hpp); the marketplace's figures (marketplace_events.hpp): project.posted, bid.placed, bid.accepted
// (projects), payment.succeeded, stage.released, stage.refunded (billing); a member's own figures
// (member_events.hpp): the same events and review.posted (auth); each member's plan (cw/events/member_plans.hpp):
// subscription.changed (billing); account.deleted (auth): the member unlinked (user_events.hpp).
std::vector<cw::events::Subscription> subscriptions();

}  // namespace analytics::events
