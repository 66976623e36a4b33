#pragma once
#include "app/plans.hpp"
#include "app/subscriptions.hpp"

#include <cw/http.hpp>

namespace billing::api {

void add_subscription_routes(cw::http::Server& server, Subscriptions& subscriptions, cw::SessionStore& sessions);
// Public: the plans page is shown to visitors too.
void add_plan_routes(cw::http::Server& server, Plans& plans);

}  // namespace billing::api
