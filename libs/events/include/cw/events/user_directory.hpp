#pragma once
// A local copy of the users other services need (names and roles for display and rules), fed by user.registered.
// A service that keeps one adds user_directory::migration() before its own migrations.
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/migrations.hpp>

namespace cw::user_directory {

db::Migration migration();

// Applies a user.registered event (idempotent on its own, too: an upsert by user id).
void apply_user_registered(pqxx::work& tx, const events::UserRegistered& event);
// Applies an account.deleted event: the member shows as "Deleted member" (the row stays: records point at it).
void apply_account_deleted(pqxx::work& tx, const events::AccountDeleted& event);

}  // namespace cw::user_directory
