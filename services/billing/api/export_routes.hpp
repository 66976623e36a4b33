#pragma once
#include "app/exports.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace billing::api {

// GET /api/exports/payments.csv (a member whose plan has data export).
void add_export_routes(cw::http::Server& server, Exports& exports, cw::SessionStore& sessions);

}  // namespace billing::api
