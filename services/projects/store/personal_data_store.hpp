#pragma once
// What projects keeps about a member, for their personal-data download (cw/personal_data.hpp): the projects they posted
// or were assigned, their bids, the files they uploaded (names and sizes, not the bytes), their milestone submissions
// and the disputes they opened.
#include <cw/db.hpp>

#include <vector>

namespace projects::store {

// The statement of the member's part (cw::personal_data::query): its document is, as JSON text, {"projects", "bids",
// "files", "milestoneSubmissions", "disputesOpened"} (null or [] where there is nothing).
std::vector<cw::db::NamedQuery> personal_data_queries();

}  // namespace projects::store
