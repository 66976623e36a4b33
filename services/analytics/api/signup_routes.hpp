#pragma once
#include "app/signups.hpp"

#include <cw/http.hpp>

namespace analytics::api {

void add_signup_routes(cw::http::Server& server, Signups& signups, cw::SessionStore& sessions);

}  // namespace analytics::api
