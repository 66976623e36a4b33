#pragma once
// All SQL of deleting an account and of the projection it is checked against (open_engagements).
#include <cw/db.hpp>
#include <cw/caller.hpp>

#include <optional>
#include <string>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> account_queries();

struct DeletableAccount {
  cw::Role role = cw::Role::client;
  std::string password_hash;
};
// The member's row, locked; nullopt when there is none or it is already deleted.
std::optional<DeletableAccount> lock_account(pqxx::work& tx, std::int64_t user_id);
// The projects the member is a party of that are accepted and not yet completed or cancelled.
std::int64_t open_engagements(pqxx::work& tx, std::int64_t user_id);
// Erases the personal data of the user's row (and their engineer profile and white-label branding) and marks it
// deleted; returns when.
std::string erase_account(pqxx::work& tx, std::int64_t user_id);
// Revokes every live API token of the user; returns their keys (to take them out of Redis).
std::vector<std::string> revoke_all_tokens(pqxx::work& tx, std::int64_t user_id);

void engagement_opened(pqxx::work& tx, std::int64_t project_id, std::int64_t client_id, std::int64_t engineer_id);
void engagement_closed(pqxx::work& tx, std::int64_t project_id);

}  // namespace auth::store
