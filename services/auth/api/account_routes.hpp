#pragma once
#include "app/accounts.hpp"

#include <cw/http.hpp>

namespace auth::api {

void add_account_routes(cw::http::Server& server, Accounts& accounts, cw::SessionStore& sessions);

}  // namespace auth::api
