#pragma once
#include <cw/db.hpp>
#include <cw/http.hpp>

namespace messaging::api {

void add_notification_routes(cw::http::Server& server, cw::db::Pool& db, cw::SessionStore& sessions);

}  // namespace messaging::api
