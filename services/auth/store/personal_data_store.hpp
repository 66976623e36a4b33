#pragma once
// What auth keeps about a member, for their personal-data download (cw/personal_data.hpp): the account, the engineer
// profile, certification attempts, the reviews they wrote and received, and the admins' verification decisions.
#include <cw/db.hpp>

#include <vector>

namespace auth::store {

// The statement of the member's part (cw::personal_data::query): its document is, as JSON text, {"account",
// "engineerProfile", "certificationAttempts", "reviewsWritten", "reviewsReceived", "verificationDecisions"} (null or []
// where there is nothing).
std::vector<cw::db::NamedQuery> personal_data_queries();

}  // namespace auth::store
