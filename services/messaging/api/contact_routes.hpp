#pragma once
#include "app/contact_desk.hpp"

#include <cw/http.hpp>

namespace messaging::api {

// POST /api/contact (public), GET /api/admin/contact-messages, POST /api/admin/contact-messages/{id}/handled.
void add_contact_routes(cw::http::Server& server, ContactDesk& desk, cw::SessionStore& sessions);

}  // namespace messaging::api
