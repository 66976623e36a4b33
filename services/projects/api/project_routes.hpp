#pragma once
#include <cw/db.hpp>
#include <cw/http.hpp>

namespace projects::api {

void add_project_routes(cw::http::Server& server, cw::db::Pool& db, cw::SessionStore& sessions);

}  // namespace projects::api
