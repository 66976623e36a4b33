#pragma once
// All SQL of users. Functions take the caller's transaction; queries are named and prepared on every connection.
#include "domain/registration.hpp"
#include "domain/user.hpp"

#include <cw/db.hpp>

#include <optional>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> user_queries();

// The user of a row that selects the users table's id, username, email, first_name, last_name, role, phone,
// location, profile_image and created_at (as ISO-8601 UTC with milliseconds) under those names.
User read_user(const pqxx::row& row);

struct Credentials {
  User user;
  std::string password_hash;
};

std::optional<Credentials> find_credentials(pqxx::transaction_base& tx, const std::string& username);
std::optional<User> find_user(pqxx::transaction_base& tx, std::int64_t id);
// Throws cw::DomainError(conflict) when the username or e-mail is taken.
User insert_user(pqxx::transaction_base& tx, const NewUser& user, const std::string& password_hash);

struct AdminUpsert {
  User user;
  bool created = false;
};
// Sets (or, with nullopt, removes) the avatar; returns the updated user (nullopt when the user is gone).
std::optional<User> set_profile_image(pqxx::transaction_base& tx, std::int64_t user_id,
                                      const std::optional<std::string>& url);

AdminUpsert upsert_admin(pqxx::transaction_base& tx, const std::string& username, const std::string& email,
                         const std::string& password_hash);

}  // namespace auth::store
