#pragma once
#include "app/notifications.hpp"

#include <cw/http.hpp>

namespace messaging::api {

void add_notification_routes(cw::http::Server& server, Notifications& notifications, cw::SessionStore& sessions);

}  // namespace messaging::api
