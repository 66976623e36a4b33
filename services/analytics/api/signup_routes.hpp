#pragma once
#include <cw/db.hpp>
#include <cw/http.hpp>

namespace analytics::api {

void add_signup_routes(cw::http::Server& server, cw::db::Pool& db, cw::SessionStore& sessions);

}  // namespace analytics::api
