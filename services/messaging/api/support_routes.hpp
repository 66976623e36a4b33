#pragma once
#include "app/support_desk.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace messaging::api {

// /api/support/... (members and visitors) and /api/admin/support/... (issue 30 item 6).
void add_support_routes(cw::http::Server& server, SupportDesk& desk, cw::SessionStore& sessions);

}  // namespace messaging::api
