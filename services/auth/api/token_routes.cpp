#include "api/token_routes.hpp"

#include <cw/fields.hpp>

namespace auth::api {

void add_token_routes(cw::http::Server& server, ApiTokens& tokens, cw::SessionStore& sessions) {
  server.get("/api/api-tokens", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, tokens.list(cw::http::require_session(request, sessions)));
  });
  server.post("/api/api-tokens", [&](const auto& request, auto& response) {
    const auto session = cw::http::require_session(request, sessions);
    const auto body = cw::http::json_body(request);
    const auto form = token_form(cw::fields::optional_text(body, "name"), cw::fields::optional_text(body, "scope"));
    cw::http::send_json(response, 201, tokens.create(session, form));
  });
  server.del(R"(/api/api-tokens/([^/]+))", [&](const auto& request, auto& response) {
    const auto session = cw::http::require_session(request, sessions);
    tokens.revoke(session, cw::http::path_id(request, 1, "No such API token"));
    response.status = 204;
  });
}

}  // namespace auth::api
