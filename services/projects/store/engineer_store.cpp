#include "store/engineer_store.hpp"

namespace projects::store {

namespace {

// $2 when (an ISO-8601 time), $3 why; the first reason is kept.
constexpr const char* kEngineerMarkVerified = R"sql(
  INSERT INTO verified_engineers (user_id, verified_at, reason) VALUES ($1, $2::timestamptz, $3)
  ON CONFLICT (user_id) DO NOTHING
)sql";

constexpr const char* kEngineerForget = R"sql(
  DELETE FROM verified_engineers WHERE user_id = $1
)sql";

constexpr const char* kEngineerIsVerified = R"sql(
  SELECT 1 FROM verified_engineers WHERE user_id = $1
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> engineer_queries() {
  return {
      {"engineer_mark_verified", kEngineerMarkVerified},
      {"engineer_is_verified", kEngineerIsVerified},
      {"engineer_forget_verified", kEngineerForget},
  };
}

void mark_engineer_verified(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& at,
                            const std::string& reason) {
  tx.exec_prepared("engineer_mark_verified", user_id, at, reason);
}

void forget_verified_engineer(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("engineer_forget_verified", user_id);
}

bool is_verified_engineer(pqxx::transaction_base& tx, std::int64_t user_id) {
  return !tx.exec_prepared("engineer_is_verified", user_id).empty();
}

}  // namespace projects::store
