#pragma once
#include "app/payments.hpp"
#include "app/subscriptions.hpp"

namespace billing {

// The periodic sweep: subscriptions whose period ended are renewed or fall to starter; payments left half made (a
// crash between asking the provider for an intent and recording it) are asked for again with the same key.
void sweep(Subscriptions& subscriptions, Payments& payments);

}  // namespace billing
