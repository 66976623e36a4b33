#pragma once
// Personal API tokens (issue 29 item 10): a member creates, lists and revokes them; the live ones are in Redis, where
// every service's cw::http::require_session finds them (cw/session.hpp).
#include "domain/api_token.hpp"

#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
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
  // Puts every live token of a member whose plan has custom integrations back into Redis (at start: after Redis lost
  // its data).
  void restore();
  // After a member's plan changed (in the consumer's transaction, the member_plans projection already applied): once
  // it commits, their live tokens work again if the plan has custom integrations, and stop working if it has not (a
  // downgrade ends new actions at once; the tokens stay listed, and work again after an upgrade).
  void on_plan_changed(pqxx::work& tx, const cw::events::SubscriptionChanged& event);

 private:
  cw::db::Pool& db_;
  cw::SessionStore& sessions_;
};

}  // namespace auth
