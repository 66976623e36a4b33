#pragma once
#include "app/exports.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace projects::api {

// GET /api/exports/projects.csv and /api/exports/bids.csv: the caller's own rows, streamed.
void add_export_routes(cw::http::Server& server, Exports& exports, cw::SessionStore& sessions);

}  // namespace projects::api
