#pragma once
#include "domain/project.hpp"

#include <cw/db.hpp>

#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> project_queries();

// The projects a user takes part in: the ones they posted and the ones assigned to them, newest first.
std::vector<Project> projects_of_user(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace projects::store
