#pragma once
// A member's personal data (issue 29 item 4: every member, any plan, as privacy law requires). Each service serves
// what it keeps about the signed-in member at GET /api/personal-data/<part> as one JSON document its store writes;
// the web app puts the parts together into the one file the member downloads from /profile. Nothing about another
// member is in a part, and no secret (password hashes, session or provider ids, internal keys).
#include <cw/db.hpp>
#include <cw/http.hpp>
#include <cw/session.hpp>

#include <string>

namespace cw::personal_data {

// The service's statement, prepared as "personal_data": $1 the member's id; one row whose column `document` is the
// part as JSON text. Each service's store writes its own, naming every column it gives.
db::NamedQuery query(const char* sql);

// GET /api/personal-data/<part>: 401 without a session; otherwise the caller's own part (the prepared statement's
// document), never cached.
void add_route(http::Server& server, SessionStore& sessions, db::Pool& db, const std::string& part);

}  // namespace cw::personal_data
