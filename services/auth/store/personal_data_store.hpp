#pragma once
// What auth keeps about a member, for their personal-data download (cw/personal_data.hpp): the account, the engineer
// profile, certification attempts, the reviews they wrote and received, and the admins' verification decisions.
#include <cw/db.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> personal_data_queries();

// As JSON text: {"account", "engineerProfile", "certificationAttempts", "reviewsWritten", "reviewsReceived",
// "verificationDecisions"} (null or [] where there is nothing).
std::string personal_data(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace auth::store
