#include "store/user_store.hpp"

#include <cw/errors.hpp>

namespace auth::store {

namespace {

#define CW_USER_COLUMNS \
  "id, username, email, first_name, last_name, role, phone, location, profile_image, " \
  "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

User read_user(const pqxx::row& row) {
  User user;
  user.id = row[0].as<std::int64_t>();
  user.username = row[1].as<std::string>();
  user.email = row[2].as<std::string>();
  user.first_name = row[3].as<std::string>();
  user.last_name = row[4].as<std::string>();
  user.role = row[5].as<std::string>();
  user.phone = cw::db::optional_field<std::string>(row[6]);
  user.location = cw::db::optional_field<std::string>(row[7]);
  user.profile_image = cw::db::optional_field<std::string>(row[8]);
  user.created_at = row[9].as<std::string>();
  return user;
}

}  // namespace

std::vector<cw::db::NamedQuery> user_queries() {
  return {
      {"user_credentials_by_username",
       "SELECT " CW_USER_COLUMNS ", password_hash FROM users WHERE lower(username) = lower($1)"},
      {"user_by_id", "SELECT " CW_USER_COLUMNS " FROM users WHERE id = $1"},
      {"user_insert",
       "INSERT INTO users (username, email, password_hash, first_name, last_name, role, phone, location, signup_source) "
       "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING " CW_USER_COLUMNS},
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
                                 user.last_name, user.role, user.phone, user.location, user.source);
    return read_user(rows[0]);
  } catch (const pqxx::unique_violation& e) {
    // The unique indexes decide, so two sign-ups racing for one name cannot both win.
    if (std::string(e.what()).find("users_email_key") != std::string::npos) {
      throw cw::conflict("Email already registered", "email_taken");
    }
    throw cw::conflict("Username already exists", "username_taken");
  }
}

AdminUpsert upsert_admin(pqxx::transaction_base& tx, const std::string& username, const std::string& email,
                         const std::string& password_hash) {
  auto rows = tx.exec_prepared("user_upsert_admin", username, email, password_hash);
  return {read_user(rows[0]), rows[0][10].as<bool>()};
}

}  // namespace auth::store
