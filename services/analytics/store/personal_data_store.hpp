#pragma once
// What analytics keeps about a member, for their personal-data download (cw/personal_data.hpp): their sign-up (the
// role and where they came from), for an engineer the record the admin figures count, and the engineers' profiles
// they viewed signed in (one row per profile and day). Page views are counted per page and day, with
// visitors as anonymous ids, so they name nobody.
#include <cw/db.hpp>

#include <vector>

namespace analytics::store {

// The statement of the member's part (cw::personal_data::query): its document is, as JSON text, {"signup", "engineer",
// "profilesViewed"} (null or [] where there is nothing).
std::vector<cw::db::NamedQuery> personal_data_queries();

}  // namespace analytics::store
