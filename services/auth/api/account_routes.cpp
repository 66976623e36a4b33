#include "api/account_routes.hpp"

#include "app/views.hpp"

#include <cw/fields.hpp>

namespace auth::api {

namespace {

using cw::http::Json;

using cw::fields::optional_text;

RegistrationForm registration_form(const Json& body) {
  return {optional_text(body, "firstName"), optional_text(body, "lastName"), optional_text(body, "username"),
          optional_text(body, "email"),     optional_text(body, "password"), optional_text(body, "phone"),
          optional_text(body, "location"),  optional_text(body, "role"),     optional_text(body, "source")};
}

void answer_signed_in(const cw::http::Request& request, cw::http::Response& response, int status,
                      const SignedIn& signed_in) {
  response.set_header("Set-Cookie", cw::session_cookie(signed_in.session.id, cw::http::is_secure(request)));
  cw::http::send_json(response, status, public_json(signed_in.user));
}

}  // namespace

void add_account_routes(cw::http::Server& server, Accounts& accounts, cw::SessionStore& sessions) {
  server.post("/api/register", [&](const auto& request, auto& response) {
    auto signed_in = accounts.register_user(registration_form(cw::http::json_body(request)));
    answer_signed_in(request, response, 201, signed_in);
  });

  server.post("/api/login", [&](const auto& request, auto& response) {
    auto body = cw::http::json_body(request);
    auto signed_in = accounts.login(optional_text(body, "username").value_or(""), optional_text(body, "password").value_or(""));
    if (auto previous = cw::http::session_id(request)) accounts.logout(*previous);
    answer_signed_in(request, response, 200, signed_in);
  });

  server.post("/api/logout", [&](const auto& request, auto& response) {
    if (auto id = cw::http::session_id(request)) accounts.logout(*id);
    response.set_header("Set-Cookie", cw::cleared_session_cookie(cw::http::is_secure(request)));
    response.status = 204;
  });

  server.get("/api/user", [&](const auto& request, auto& response) {
    if (request.has_header("Authorization")) {  // a personal API token: no cookie to renew, the user read from PostgreSQL
      if (cw::http::on_event_loop()) throw cw::http::MoveToWorkerPool{};
      response.status = 200;
      response.set_content(accounts.current_user(cw::http::require_session(request, sessions)),
                           cw::http::kJsonContentType);
      return;
    }
    auto session_id = cw::http::session_id(request);
    if (!session_id) throw cw::unauthenticated();
    auto current = accounts.current_user(*session_id);
    // Renews the cookie with the session's renewed idle lifetime.
    response.set_header("Set-Cookie", cw::session_cookie(current.session.id, cw::http::is_secure(request)));
    response.status = 200;
    response.set_content(current.user_json, cw::http::kJsonContentType);
  }, cw::http::Runs::on_event_loop);  // from memory or one Redis round trip
}

}  // namespace auth::api
