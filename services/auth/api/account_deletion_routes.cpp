#include "api/account_deletion_routes.hpp"

#include <cw/fields.hpp>

namespace auth::api {

void add_account_deletion_routes(cw::http::Server& server, AccountDeletion& deletion, cw::SessionStore& sessions) {
  server.del("/api/account", [&](const auto& request, auto& response) {
    const auto session = cw::http::require_session(request, sessions);
    const auto body = cw::http::json_body(request);
    deletion.delete_account(session, cw::fields::optional_text(body, "password").value_or(""));
    response.set_header("Set-Cookie", cw::cleared_session_cookie(cw::http::is_secure(request)));
    response.status = 204;
  });
}

}  // namespace auth::api
