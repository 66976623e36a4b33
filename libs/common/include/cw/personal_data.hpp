#pragma once
// A member's personal data (issue 29 item 4: every member, any plan, as privacy law requires). Each service serves
// what it keeps about the signed-in member at GET /api/personal-data/<part> as one JSON document its store writes;
// the web app puts the parts together into the one file the member downloads from /profile. Nothing about another
// member is in a part, and no secret (password hashes, session or provider ids, internal keys).
#include <cw/db.hpp>
#include <cw/http.hpp>
#include <cw/session.hpp>

#include <cstdint>
#include <functional>
#include <string>

namespace cw::personal_data {

// The service's part as JSON text, read in one transaction.
using Reader = std::function<std::string(pqxx::transaction_base& tx, std::int64_t user_id)>;

// GET /api/personal-data/<part>: 401 without a session; otherwise the caller's own part, never cached.
void add_route(http::Server& server, SessionStore& sessions, db::Pool& db, const std::string& part, Reader read);

}  // namespace cw::personal_data
