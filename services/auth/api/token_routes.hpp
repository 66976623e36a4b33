#pragma once
#include "app/api_tokens.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace auth::api {

// GET/POST /api/api-tokens, DELETE /api/api-tokens/{id}: a member's personal API tokens (enterprise).
void add_token_routes(cw::http::Server& server, ApiTokens& tokens, cw::SessionStore& sessions);

}  // namespace auth::api
