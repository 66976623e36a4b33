#include "store/api_token_store.hpp"

namespace auth::store {

namespace {

constexpr const char* kLockUser = "SELECT 1 FROM users WHERE id = $1 FOR UPDATE";
constexpr const char* kActiveTokens = R"sql(
  SELECT id, name, scope, key, prefix, iso_utc(created_at) AS created_at
  FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id DESC
)sql";
constexpr const char* kInsertToken = R"sql(
  INSERT INTO api_tokens (user_id, name, scope, key, prefix) VALUES ($1, $2, $3, $4, $5)
  RETURNING id, name, scope, key, prefix, iso_utc(created_at) AS created_at
)sql";
constexpr const char* kRevokeToken = R"sql(
  UPDATE api_tokens SET revoked_at = now() WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL RETURNING key
)sql";
constexpr const char* kLiveTokens = R"sql(
  SELECT t.key, t.user_id, u.role, t.scope FROM api_tokens t JOIN users u ON u.id = t.user_id
  WHERE t.revoked_at IS NULL ORDER BY t.id
)sql";

constexpr const char* kRoleOf = "SELECT role FROM users WHERE id = $1";

TokenScope scope_of(const pqxx::field& field) {
  return parse_token_scope(field.as<std::string>()).value_or(TokenScope::read);
}

ApiTokenRow read_token(const pqxx::row& row) {
  return {row["id"].as<std::int64_t>(), row["name"].as<std::string>(), scope_of(row["scope"]),
          row["key"].as<std::string>(), row["prefix"].as<std::string>(), row["created_at"].as<std::string>()};
}

std::vector<ApiTokenRow> read_tokens(const pqxx::result& result) {
  std::vector<ApiTokenRow> tokens;
  for (const auto& row : result) tokens.push_back(read_token(row));
  return tokens;
}

}  // namespace

std::vector<cw::db::NamedQuery> api_token_queries() {
  return {{"token_lock_user", kLockUser},
          {"tokens_active", kActiveTokens},
          {"token_insert", kInsertToken},
          {"token_revoke", kRevokeToken},
          {"tokens_live", kLiveTokens},
          {"token_user_role", kRoleOf}};
}

std::vector<ApiTokenRow> lock_active_tokens(pqxx::work& tx, std::int64_t user_id) {
  tx.exec_prepared("token_lock_user", user_id);
  return active_tokens(tx, user_id);
}

std::vector<ApiTokenRow> active_tokens(pqxx::transaction_base& tx, std::int64_t user_id) {
  return read_tokens(tx.exec_prepared("tokens_active", user_id));
}

ApiTokenRow insert_token(pqxx::work& tx, std::int64_t user_id, const TokenForm& form, const std::string& key,
                         const std::string& prefix) {
  return read_token(tx.exec_prepared1("token_insert", user_id, form.name, std::string(to_string(form.scope)), key,
                                      prefix));
}

std::optional<std::string> revoke_token(pqxx::work& tx, std::int64_t user_id, std::int64_t token_id) {
  const auto result = tx.exec_prepared("token_revoke", user_id, token_id);
  if (result.empty()) return std::nullopt;
  return result[0]["key"].as<std::string>();
}

std::vector<LiveToken> live_tokens(pqxx::transaction_base& tx) {
  std::vector<LiveToken> tokens;
  for (const auto& row : tx.exec_prepared("tokens_live")) {
    const auto role = cw::parse_role(row["role"].as<std::string>());
    if (!role) continue;
    tokens.push_back({row["key"].as<std::string>(), row["user_id"].as<std::int64_t>(), *role, scope_of(row["scope"])});
  }
  return tokens;
}

std::optional<cw::Role> role_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  const auto rows = tx.exec_prepared("token_user_role", user_id);
  if (rows.empty()) return std::nullopt;
  return cw::parse_role(rows[0]["role"].as<std::string>());
}

}  // namespace auth::store
