#pragma once
// What messaging's database holds: its migrations (applied at start: the shared member directory and plans first)
// and every named query of its stores.
#include <cw/db.hpp>
#include <cw/migrations.hpp>

#include <vector>

namespace messaging::store {

std::vector<cw::db::Migration> migrations();
std::vector<cw::db::NamedQuery> queries();

}  // namespace messaging::store
