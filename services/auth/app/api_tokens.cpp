#include "app/api_tokens.hpp"

#include "store/api_token_store.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>
#include <cw/events/envelope.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/log.hpp>

#include <chrono>

namespace auth {

namespace {

nlohmann::json token_json(const store::ApiTokenRow& token, const std::optional<std::int64_t>& last_used) {
  nlohmann::json last_used_at = nullptr;
  if (last_used) {
    last_used_at = cw::events::iso_utc(std::chrono::system_clock::time_point(std::chrono::seconds(*last_used)));
  }
  return {{"id", token.id},         {"name", token.name},        {"scope", to_string(token.scope)},
          {"prefix", token.prefix}, {"createdAt", token.created_at}, {"lastUsedAt", last_used_at}};
}

}  // namespace

nlohmann::json ApiTokens::list(const cw::Session& session) {
  check_manages_tokens(session);
  const auto tokens = db_.read([&](pqxx::nontransaction& tx) { return store::active_tokens(tx, session.user_id); });
  std::vector<std::string> keys;
  for (const auto& token : tokens) keys.push_back(token.key);
  const auto uses = sessions_.last_token_uses(keys);
  auto listed = nlohmann::json::array();
  for (std::size_t i = 0; i < tokens.size(); ++i) listed.push_back(token_json(tokens[i], uses[i]));
  return listed;
}

nlohmann::json ApiTokens::create(const cw::Session& session, const TokenForm& form) {
  check_manages_tokens(session);
  const auto fresh = cw::SessionStore::new_token();
  const auto row = db_.with_transaction([&](pqxx::work& tx) {
    check_plan_allows_tokens(cw::member_plans::plan_of(tx, session.user_id));
    check_room_for_token(static_cast<int>(store::lock_active_tokens(tx, session.user_id).size()));
    return store::insert_token(tx, session.user_id, form, fresh.key, fresh.token.substr(0, kTokenPrefixLength));
  });
  // After the commit: a token in Redis always has its row. Should this fail, the row is live without working until
  // the next restore(); the member sees it listed and can revoke it.
  sessions_.put_token(fresh.key, session.user_id, session.role, form.scope == TokenScope::read);
  auto created = token_json(row, std::nullopt);
  created["token"] = fresh.token;
  return created;
}

void ApiTokens::revoke(const cw::Session& session, std::int64_t token_id) {
  check_manages_tokens(session);
  const auto key =
      db_.with_transaction([&](pqxx::work& tx) { return store::revoke_token(tx, session.user_id, token_id); });
  if (!key) throw cw::not_found("No such API token");
  sessions_.revoke_token(*key);
}

void ApiTokens::restore() {
  std::size_t restored = 0;
  db_.read([&](pqxx::nontransaction& tx) {
    const auto tokens = store::live_tokens(tx);
    std::vector<std::int64_t> members;
    for (const auto& token : tokens) members.push_back(token.user_id);
    const auto plans = cw::member_plans::plans_of(tx, members);
    for (const auto& token : tokens) {
      const auto plan = plans.find(token.user_id);
      if (plan == plans.end() || !plan->second.has(cw::Capability::custom_integrations)) continue;
      sessions_.put_token(token.key, token.user_id, token.role, token.scope == TokenScope::read);
      ++restored;
    }
  });
  cw::log::info("API tokens restored into Redis", {{"tokens", restored}});
}

void ApiTokens::on_plan_changed(pqxx::work& tx, const cw::events::SubscriptionChanged& event) {
  const auto tokens = store::active_tokens(tx, event.user_id);
  if (tokens.empty()) return;
  // The plan as it now is (an older event arriving late changed nothing), and the member's role.
  const bool allowed = cw::member_plans::plan_of(tx, event.user_id).has(cw::Capability::custom_integrations);
  const auto role = store::role_of(tx, event.user_id);
  if (!role) return;
  cw::db::after_commit([this, tokens, allowed, role = *role, user_id = event.user_id] {
    for (const auto& token : tokens) {
      if (allowed) {
        sessions_.put_token(token.key, user_id, role, token.scope == TokenScope::read);
      } else {
        sessions_.revoke_token(token.key);
      }
    }
  });
}

}  // namespace auth
