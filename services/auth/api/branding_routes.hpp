#pragma once
#include "app/branding.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace auth::api {

// GET/PUT /api/branding, PUT/DELETE /api/branding/logo: the caller's own white-label branding (enterprise to change);
// GET /api/branding/{userId} and /api/branding/{userId}/logo: anyone's, while the member's plan has white_label.
void add_branding_routes(cw::http::Server& server, Branding& branding, cw::SessionStore& sessions);

}  // namespace auth::api
