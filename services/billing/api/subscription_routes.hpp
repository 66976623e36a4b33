#pragma once
#include "app/subscriptions.hpp"

#include <cw/http.hpp>

namespace billing::api {

void add_subscription_routes(cw::http::Server& server, Subscriptions& subscriptions, cw::SessionStore& sessions);

}  // namespace billing::api
