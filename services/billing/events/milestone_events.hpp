#pragma once
#include <cw/events.hpp>

#include <vector>

namespace billing::events {

// milestone.approved and dispute.resolved: projects' decisions that move a held stage out of escrow.
std::vector<cw::events::Subscription> escrow_subscriptions();

}  // namespace billing::events
