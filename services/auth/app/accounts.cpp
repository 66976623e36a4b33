#include "app/accounts.hpp"

#include "app/views.hpp"
#include "domain/password.hpp"
#include "store/engineer_store.hpp"
#include "store/user_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/log.hpp>

namespace auth {

namespace {
cw::DomainError wrong_credentials() {
  return {cw::ErrorKind::unauthenticated, "Invalid username or password", "invalid_credentials"};
}

cw::DomainError locked(std::chrono::seconds seconds) {
  return cw::rate_limited("Too many failed sign-in attempts. Try again in " + std::to_string(seconds.count()) +
                              " seconds.",
                          static_cast<int>(seconds.count()));
}

cw::events::UserRegistered registered_event(const User& user, const std::optional<std::string>& source) {
  return {user.id, user.role, user.username, user.first_name, user.last_name, user.created_at, source, user.email};
}
}  // namespace

Accounts::Accounts(cw::db::Pool& db, cw::SessionStore& sessions, store::LoginAttempts& attempts,
                   store::UserCache& cache, store::DirectoryCache& directory_cache, cw::BoundedExecutor& hasher)
    : db_(db),
      sessions_(sessions),
      attempts_(attempts),
      cache_(cache),
      directory_cache_(directory_cache),
      hasher_(hasher),
      decoy_hash_(hash_password("decoy password that nobody has")) {}

SignedIn Accounts::register_user(const RegistrationForm& form) {
  auto new_user = validate_registration(form);
  hasher_.refuse_if_saturated();
  auto password_hash = hasher_.run([&] { return hash_password(new_user.password); });
  auto user = db_.with_transaction([&](pqxx::work& tx) {
    auto created = store::insert_user(tx, new_user, password_hash);
    if (created.role == cw::Role::engineer) store::insert_engineer_profile(tx, created);
    cw::events::publish(tx, registered_event(created, new_user.source));
    return created;
  });
  cache_.put(user.id, public_json(user).dump());
  if (user.role == cw::Role::engineer) directory_cache_.invalidate();
  return {user, sessions_.create(user.id, user.role)};
}

SignedIn Accounts::login(const std::string& username, const std::string& password) {
  if (username.empty() || password.empty()) throw cw::invalid("Username and password are required");
  hasher_.refuse_if_saturated();  // a storm is turned away before it costs Redis or database work
  // The lockout and the lookup use the same name, whatever spelling was sent.
  const auto name = sign_in_name(username);
  if (!name) {
    hasher_.run([&] { return verify_password(decoy_hash_, password); });  // as long as a real attempt
    throw wrong_credentials();
  }
  if (auto seconds = attempts_.locked_for(*name); seconds.count() > 0) throw locked(seconds);

  auto credentials = db_.read([&](pqxx::nontransaction& tx) { return store::find_credentials(tx, *name); });
  const auto& hash = credentials ? credentials->password_hash : decoy_hash_;
  bool valid = hasher_.run([&] { return verify_password(hash, password); }) && credentials.has_value();
  if (!valid) {
    auto lockout = attempts_.record_failure(*name);
    cw::log::warn("sign-in failed", {{"lockedForSeconds", lockout.count()}});
    throw wrong_credentials();
  }
  attempts_.clear(*name);
  cache_.put(credentials->user.id, public_json(credentials->user).dump());
  // A new session id at every sign-in: an id planted before sign-in never becomes authenticated.
  return {credentials->user, sessions_.create(credentials->user.id, credentials->user.role)};
}

void Accounts::logout(const std::string& session_id) { sessions_.destroy(session_id); }

CurrentUser Accounts::current_user(const std::string& session_id) {
  auto found = sessions_.find_with_companion(session_id, store::UserCache::kKeyPrefix);
  if (!found) throw cw::unauthenticated();
  if (found->companion) return {found->session, std::move(*found->companion)};
  auto json = user_json(found->session.user_id);
  if (!json) {
    sessions_.destroy(session_id);  // the account is gone
    throw cw::unauthenticated();
  }
  return {found->session, std::move(*json)};
}

std::string Accounts::current_user(const cw::Session& token_session) {
  auto json = user_json(token_session.user_id);
  if (!json) throw cw::unauthenticated();  // the account is gone (its tokens with it: ON DELETE CASCADE)
  return std::move(*json);
}

std::optional<std::string> Accounts::user_json(std::int64_t user_id) {
  auto user = db_.read([&](pqxx::nontransaction& tx) { return store::find_user(tx, user_id); });
  if (!user) return std::nullopt;
  auto json = public_json(*user).dump();
  cache_.put_if_absent(user->id, json);
  return json;
}

User Accounts::set_profile_image(const cw::Caller& caller, const std::optional<std::string>& url) {
  auto user = db_.with_transaction([&](pqxx::work& tx) { return store::set_profile_image(tx, caller.user_id, url); });
  if (!user) throw cw::unauthenticated();
  cache_.changed(user->id, public_json(*user).dump());
  if (user->role == cw::Role::engineer) directory_cache_.invalidate();
  return *user;
}

void Accounts::bootstrap_admin(const std::string& username, const std::string& password, const std::string& email) {
  if (!is_valid_username(username)) throw std::runtime_error("MARKETPLACE_ADMIN_USERNAME is not a valid username");
  auto length = character_count(password);
  if (length < kMinPasswordLength || length > kMaxPasswordLength) {
    throw std::runtime_error("MARKETPLACE_ADMIN_PASSWORD must be 12 to 128 characters");
  }
  auto password_hash = hash_password(password);
  auto result = db_.with_transaction([&](pqxx::work& tx) {
    auto upserted = store::upsert_admin(tx, username, email, password_hash);
    if (upserted.created) {
      cw::events::publish(tx, registered_event(upserted.user, std::string("bootstrap")));
    }
    return upserted;
  });
  cache_.changed(result.user.id, public_json(result.user).dump());  // its e-mail may have changed
  cw::log::info(result.created ? "admin account created" : "admin account updated", {{"userId", result.user.id}});
}

}  // namespace auth
