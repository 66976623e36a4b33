#pragma once
// What projects keeps about a member, for their personal-data download (cw/personal_data.hpp): the projects they posted
// or were assigned, their bids, the files they uploaded (names and sizes, not the bytes), their milestone submissions
// and the disputes they opened.
#include <cw/db.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> personal_data_queries();

// As JSON text: {"projects", "bids", "files", "milestoneSubmissions", "disputesOpened"} (null or [] where there
// is nothing).
std::string personal_data(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace projects::store
