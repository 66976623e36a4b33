#pragma once
// The SQL of unlinking a deleted member (account.deleted) from what analytics keeps.
#include <cw/db.hpp>

#include <vector>

namespace analytics::store {

std::vector<cw::db::NamedQuery> account_queries();

// Their signup keeps counting under an anonymous id; their name leaves the engineers' list and the admins' activity
// lines about them (those written since migration 0030); the views of their
// profile are forgotten and their own views of other profiles are kept under an anonymous viewer.
void unlink_member(pqxx::work& tx, std::int64_t user_id);

}  // namespace analytics::store
