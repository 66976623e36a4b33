#pragma once
// What auth's database holds: its migrations (applied at start) and every named query of its stores.
#include <cw/db.hpp>
#include <cw/migrations.hpp>

#include <vector>

namespace auth::store {

std::vector<cw::db::Migration> migrations();
std::vector<cw::db::NamedQuery> queries();

}  // namespace auth::store
