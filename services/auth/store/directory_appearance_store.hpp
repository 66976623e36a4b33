#pragma once
// The SQL of directory appearances (migration 0015): each (day, engineer, viewer) once.
#include "domain/directory_appearance.hpp"

#include <cw/db.hpp>

#include <set>
#include <string>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> directory_appearance_queries();

// Records the appearances in one statement and returns, per day and engineer, the viewers not recorded before. An
// engineer whose profile is gone (a deleted account) is skipped.
std::vector<NewViewers> add_directory_appearances(pqxx::work& tx, const std::set<Appearance>& appearances);
// Removes the rows of the days before `first_kept` (YYYY-MM-DD): they no longer decide whether a viewer is new.
void forget_directory_appearances_before(pqxx::work& tx, const std::string& first_kept);
// A deleted account: the rows where they were shown and those where they looked.
void forget_member_directory_appearances(pqxx::work& tx, std::int64_t user_id);

}  // namespace auth::store
