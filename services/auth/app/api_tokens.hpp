#pragma once
// Personal API tokens (issue 29 item 10): a member creates, lists and revokes them; the live ones are in Redis, where
// every service's cw::http::require_session finds them (cw/session.hpp).
#include "domain/api_token.hpp"

#include <cw/db.hpp>
#include <cw/session.hpp>

#include <nlohmann/json.hpp>

namespace auth {

class ApiTokens {
 public:
  ApiTokens(cw::db::Pool& db, cw::SessionStore& sessions) : db_(db), sessions_(sessions) {}

  // The member's live tokens, newest first, each with when it was last used.
  nlohmann::json list(const cw::Session& session);
  // The new token, its text included: the only time it is shown.
  nlohmann::json create(const cw::Session& session, const TokenForm& form);
  // Throws not_found for a token that is not the member's or not live.
  void revoke(const cw::Session& session, std::int64_t token_id);
  // Puts every live token back into Redis (after Redis lost its data, or at start).
  void restore();

 private:
  cw::db::Pool& db_;
  cw::SessionStore& sessions_;
};

}  // namespace auth
