#include "store/engineer_store.hpp"

namespace projects::store {

void mark_engineer_verified(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& at,
                            const std::string& reason) {
  tx.exec_params("INSERT INTO verified_engineers (user_id, verified_at, reason) VALUES ($1, $2::timestamptz, $3) "
                 "ON CONFLICT (user_id) DO NOTHING",
                 user_id, at, reason);
}

}  // namespace projects::store
