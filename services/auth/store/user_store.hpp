#pragma once
// All SQL of users. Functions take the caller's transaction; queries are named and prepared on every connection.
#include "domain/registration.hpp"
#include "domain/user.hpp"

#include <cw/db.hpp>

#include <optional>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> user_queries();

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
AdminUpsert upsert_admin(pqxx::transaction_base& tx, const std::string& username, const std::string& email,
                         const std::string& password_hash);

}  // namespace auth::store
