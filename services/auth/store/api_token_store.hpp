#pragma once
// The SQL of personal API tokens (migration 0007).
#include "domain/api_token.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> api_token_queries();

struct ApiTokenRow {
  std::int64_t id = 0;
  std::string name;
  TokenScope scope = TokenScope::read;
  std::string key;
  std::string prefix;
  std::string created_at;  // ISO-8601 UTC
};

// The member's live tokens, newest first, with their user row locked until the transaction ends (two creations of
// one member are counted one after the other).
std::vector<ApiTokenRow> lock_active_tokens(pqxx::work& tx, std::int64_t user_id);
std::vector<ApiTokenRow> active_tokens(pqxx::transaction_base& tx, std::int64_t user_id);
ApiTokenRow insert_token(pqxx::work& tx, std::int64_t user_id, const TokenForm& form, const std::string& key,
                         const std::string& prefix);
// Revokes the member's live token; its key, or nullopt when they have no such live token.
std::optional<std::string> revoke_token(pqxx::work& tx, std::int64_t user_id, std::int64_t token_id);

// Every live token with its member's role: what Redis must hold.
struct LiveToken {
  std::string key;
  std::int64_t user_id = 0;
  cw::Role role = cw::Role::client;
  TokenScope scope = TokenScope::read;
};
std::vector<LiveToken> live_tokens(pqxx::transaction_base& tx);
// The member's role; nullopt for an account that is gone.
std::optional<cw::Role> role_of(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace auth::store
