#pragma once
#include <cw/events.hpp>

namespace billing::events {

// bid.accepted: the project's price, which its three stages split.
void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event);

}  // namespace billing::events
