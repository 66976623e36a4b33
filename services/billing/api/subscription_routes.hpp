#pragma once
#include <cw/db.hpp>
#include <cw/http.hpp>

namespace billing::api {

void add_subscription_routes(cw::http::Server& server, cw::db::Pool& db, cw::SessionStore& sessions);

}  // namespace billing::api
