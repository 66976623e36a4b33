#include "store/user_store.hpp"

#include <cw/errors.hpp>

namespace auth::store {

namespace {

#define CW_USER_COLUMNS AUTH_USER_COLUMNS("")

}  // namespace

User read_user(const pqxx::row& row, int first_column) {
  const int c = first_column;
  User user;
  user.id = row[c].as<std::int64_t>();
  user.username = row[c + 1].as<std::string>();
  user.email = row[c + 2].as<std::string>();
  user.first_name = row[c + 3].as<std::string>();
  user.last_name = row[c + 4].as<std::string>();
  // The table's CHECK holds every role to the three there are.
  user.role = cw::parse_role(row[c + 5].as<std::string>()).value();
  user.phone = cw::db::optional_field<std::string>(row[c + 6]);
  user.location = cw::db::optional_field<std::string>(row[c + 7]);
  user.profile_image = cw::db::optional_field<std::string>(row[c + 8]);
  user.created_at = row[c + 9].as<std::string>();
  return user;
}

std::vector<cw::db::NamedQuery> user_queries() {
  return {
      {"user_credentials_by_username",
       "SELECT " CW_USER_COLUMNS ", password_hash FROM users WHERE lower(username) = lower($1)"},
      {"user_by_id", "SELECT " CW_USER_COLUMNS " FROM users WHERE id = $1"},
      {"user_insert",
       "INSERT INTO users (username, email, password_hash, first_name, last_name, role, phone, location, signup_source) "
       "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING " CW_USER_COLUMNS},
      {"user_set_profile_image",
       "UPDATE users SET profile_image = $2, updated_at = now() WHERE id = $1 RETURNING " CW_USER_COLUMNS},
      {"user_upsert_admin",
       "INSERT INTO users (username, email, password_hash, first_name, last_name, role, signup_source) "
       "VALUES ($1, $2, $3, 'Platform', 'Admin', 'admin', 'bootstrap') "
       "ON CONFLICT ((lower(username))) DO UPDATE SET role = 'admin', password_hash = EXCLUDED.password_hash, "
       "updated_at = now() RETURNING " CW_USER_COLUMNS ", (xmax = 0)"},
  };
}

std::optional<Credentials> find_credentials(pqxx::transaction_base& tx, const std::string& username) {
  auto rows = tx.exec_prepared("user_credentials_by_username", username);
  if (rows.empty()) return std::nullopt;
  return Credentials{read_user(rows[0]), rows[0][10].as<std::string>()};
}

std::optional<User> find_user(pqxx::transaction_base& tx, std::int64_t id) {
  auto rows = tx.exec_prepared("user_by_id", id);
  if (rows.empty()) return std::nullopt;
  return read_user(rows[0]);
}

User insert_user(pqxx::transaction_base& tx, const NewUser& user, const std::string& password_hash) {
  try {
    auto rows = tx.exec_prepared("user_insert", user.username, user.email, password_hash, user.first_name,
                                 user.last_name, cw::to_string(user.role), user.phone, user.location, user.source);
    return read_user(rows[0]);
  } catch (const pqxx::unique_violation& e) {
    // The unique indexes decide, so two sign-ups racing for one name cannot both win.
    if (std::string(e.what()).find("users_email_key") != std::string::npos) {
      throw cw::conflict("Email already registered", "email_taken");
    }
    throw cw::conflict("Username already exists", "username_taken");
  }
}

std::optional<User> set_profile_image(pqxx::transaction_base& tx, std::int64_t user_id,
                                      const std::optional<std::string>& url) {
  auto rows = tx.exec_prepared("user_set_profile_image", user_id, url);
  if (rows.empty()) return std::nullopt;
  return read_user(rows[0]);
}

AdminUpsert upsert_admin(pqxx::transaction_base& tx, const std::string& username, const std::string& email,
                         const std::string& password_hash) {
  auto rows = tx.exec_prepared("user_upsert_admin", username, email, password_hash);
  return {read_user(rows[0]), rows[0][10].as<bool>()};
}

}  // namespace auth::store
