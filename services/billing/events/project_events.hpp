#pragma once
#include <cw/events.hpp>

namespace billing::events {

// bid.accepted: the project's price, which its three stages split, and whether they are held in escrow (the
// client's plan now has escrow) or paid straight to the engineer.
void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event);

}  // namespace billing::events
