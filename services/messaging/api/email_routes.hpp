#pragma once
#include "app/emails.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace messaging::api {

// GET/PUT /api/email-preferences (signed in); POST /api/email-preferences/unsubscribe (public: the signed token of
// an e-mail's link, in the JSON body or, for a mail client's one-click POST (RFC 8058), in the query).
void add_email_routes(cw::http::Server& server, Emails& emails, cw::SessionStore& sessions);

}  // namespace messaging::api
