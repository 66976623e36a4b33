#pragma once
// Account use cases: sign up, sign in, sign out, who am I, and the operator's admin bootstrap.
#include "domain/registration.hpp"
#include "domain/user.hpp"
#include "store/directory_cache.hpp"
#include "store/login_attempts.hpp"
#include "store/user_cache.hpp"

#include <cw/bounded_executor.hpp>
#include <cw/db.hpp>
#include <cw/session.hpp>

#include <string>

namespace auth {

struct SignedIn {
  User user;
  cw::Session session;
};

struct CurrentUser {
  cw::Session session;
  std::string user_json;  // public_json of the user, ready to send
};

class Accounts {
 public:
  Accounts(cw::db::Pool& db, cw::SessionStore& sessions, store::LoginAttempts& attempts, store::UserCache& cache,
           store::DirectoryCache& directory_cache, cw::BoundedExecutor& hasher);

  SignedIn register_user(const RegistrationForm& form);
  // Throws invalid (missing fields), unauthenticated-as-401 (wrong credentials), rate_limited (locked or busy).
  SignedIn login(const std::string& username, const std::string& password);
  void logout(const std::string& session_id);
  // Throws unauthenticated when the session is unknown, expired, or its account is gone.
  CurrentUser current_user(const std::string& session_id);
  // The user of a personal API token's session (require_session found it), as public JSON.
  std::string current_user(const cw::Session& token_session);
  // The url must already be known to be one of our uploaded images; nullopt removes the avatar.
  User set_profile_image(const cw::Caller& caller, const std::optional<std::string>& url);
  void bootstrap_admin(const std::string& username, const std::string& password, const std::string& email);

 private:
  // The user as public JSON, read from the database and cached; nullopt when the account is gone.
  std::optional<std::string> user_json(std::int64_t user_id);
  cw::db::Pool& db_;
  cw::SessionStore& sessions_;
  store::LoginAttempts& attempts_;
  store::UserCache& cache_;
  store::DirectoryCache& directory_cache_;  // new engineers and avatars show in the directory
  cw::BoundedExecutor& hasher_;
  std::string decoy_hash_;  // verified against when the username is unknown, so timing does not reveal it
};

}  // namespace auth
