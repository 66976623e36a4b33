#pragma once
#include "app/bids.hpp"
#include "app/projects.hpp"

#include <cw/http.hpp>

namespace projects::api {

void add_project_routes(cw::http::Server& server, Projects& projects, cw::SessionStore& sessions);
void add_bid_routes(cw::http::Server& server, Bids& bids, cw::SessionStore& sessions);

}  // namespace projects::api
