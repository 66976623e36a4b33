#pragma once
// A local copy of the users other services need (names and roles for display and rules), fed by user.registered.
// A service that keeps one adds user_directory_migration() before its own migrations.
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/migrations.hpp>

#include <optional>

namespace cw::user_directory {

db::Migration migration();

struct Member {
  std::int64_t user_id = 0;
  std::string role;
  std::string username;
  std::string first_name;
  std::string last_name;
};

// Applies a user.registered event (idempotent on its own, too: an upsert by user id).
void apply_user_registered(pqxx::work& tx, const events::UserRegistered& event);
std::optional<Member> find(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace cw::user_directory
