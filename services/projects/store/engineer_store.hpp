#pragma once
#include <cw/db.hpp>

#include <string>

namespace projects::store {

// Records that the engineer may bid (the first reason is kept).
void mark_engineer_verified(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& at,
                            const std::string& reason);

}  // namespace projects::store
