#pragma once
// The projection of engineers allowed to bid (engineer.verified / engineer.certified from the auth service).
#include <cw/db.hpp>

#include <string>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> engineer_queries();

// Records that the engineer may bid (the first reason is kept).
void mark_engineer_verified(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& at,
                            const std::string& reason);
// engineer.verification_revoked: the engineer may no longer bid.
void forget_verified_engineer(pqxx::transaction_base& tx, std::int64_t user_id);
bool is_verified_engineer(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace projects::store
