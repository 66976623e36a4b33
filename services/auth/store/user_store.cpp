#include "store/user_store.hpp"

#include <cw/errors.hpp>

namespace auth::store {

namespace {

// Every statement that reads users selects the columns of read_user; created_at as ISO-8601 UTC with milliseconds
// ("2025-01-02T03:04:05.678Z").

// Sign-in names are case-insensitive (the unique index is on lower(username)).
constexpr const char* kUserCredentialsByUsername = R"sql(
  SELECT id, username, email, first_name, last_name, role, phone, location, profile_image,
    iso_utc(created_at) AS created_at, password_hash
  FROM users
  WHERE lower(username) = lower($1) AND deleted_at IS NULL
)sql";

constexpr const char* kUserById = R"sql(
  SELECT id, username, email, first_name, last_name, role, phone, location, profile_image,
    iso_utc(created_at) AS created_at
  FROM users
  WHERE id = $1 AND deleted_at IS NULL
)sql";

constexpr const char* kUserInsert = R"sql(
  INSERT INTO users (username, email, password_hash, first_name, last_name, role, phone, location, signup_source)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  RETURNING id, username, email, first_name, last_name, role, phone, location, profile_image,
    iso_utc(created_at) AS created_at
)sql";

// $2 the image's URL, NULL for none.
constexpr const char* kUserSetProfileImage = R"sql(
  UPDATE users SET profile_image = $2, updated_at = now()
  WHERE id = $1
  RETURNING id, username, email, first_name, last_name, role, phone, location, profile_image,
    iso_utc(created_at) AS created_at
)sql";

// created: whether the row is new (xmax = 0) rather than an existing user made admin.
constexpr const char* kUserUpsertAdmin = R"sql(
  INSERT INTO users (username, email, password_hash, first_name, last_name, role, signup_source)
  VALUES ($1, $2, $3, 'Platform', 'Admin', 'admin', 'bootstrap')
  ON CONFLICT ((lower(username))) DO UPDATE
    SET role = 'admin', password_hash = EXCLUDED.password_hash, updated_at = now()
  RETURNING id, username, email, first_name, last_name, role, phone, location, profile_image,
    iso_utc(created_at) AS created_at, (xmax = 0) AS created
)sql";

}  // namespace

User read_user(const pqxx::row& row) {
  User user;
  user.id = row["id"].as<std::int64_t>();
  user.username = row["username"].as<std::string>();
  user.email = row["email"].as<std::string>();
  user.first_name = row["first_name"].as<std::string>();
  user.last_name = row["last_name"].as<std::string>();
  // The table's CHECK holds every role to the three there are.
  user.role = cw::parse_role(row["role"].as<std::string>()).value();
  user.phone = cw::db::optional_field<std::string>(row["phone"]);
  user.location = cw::db::optional_field<std::string>(row["location"]);
  user.profile_image = cw::db::optional_field<std::string>(row["profile_image"]);
  user.created_at = row["created_at"].as<std::string>();
  return user;
}

std::vector<cw::db::NamedQuery> user_queries() {
  return {
      {"user_credentials_by_username", kUserCredentialsByUsername},
      {"user_by_id", kUserById},
      {"user_insert", kUserInsert},
      {"user_set_profile_image", kUserSetProfileImage},
      {"user_upsert_admin", kUserUpsertAdmin},
  };
}

std::optional<Credentials> find_credentials(pqxx::transaction_base& tx, const std::string& username) {
  auto rows = tx.exec_prepared("user_credentials_by_username", username);
  if (rows.empty()) return std::nullopt;
  return Credentials{read_user(rows[0]), rows[0]["password_hash"].as<std::string>()};
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
  return {read_user(rows[0]), rows[0]["created"].as<bool>()};
}

}  // namespace auth::store
