#pragma once
#include <cw/events.hpp>

#include <vector>

namespace billing::events {

// bid.accepted: the project's price, which its three stages split.
std::vector<cw::events::Subscription> project_price_subscriptions();

}  // namespace billing::events
