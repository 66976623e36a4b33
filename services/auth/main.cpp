// auth: users, sessions, engineer profiles, reviews, certification.
#include "api/account_routes.hpp"
#include "app/accounts.hpp"
#include "store/login_attempts.hpp"
#include "store/user_store.hpp"

#include <cw/service.hpp>

#include <thread>

std::vector<cw::db::Migration> auth_migrations();

int main() {
  return cw::run_main("auth", [] {
    cw::Service service("auth", auth_migrations(), auth::store::user_queries());

    // Hashing takes ~20 ms of one core: at most one worker per core, a short queue before answering 429, and a
    // lower CPU priority so that a storm of sign-ins cannot starve the other requests.
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    cw::BoundedExecutor hasher(cw::env::integer("PASSWORD_HASH_THREADS", cores, 1, 64),
                               cw::env::integer("PASSWORD_HASH_QUEUE", 4 * cores, 1, 4096), 10);
    auth::store::LoginAttempts attempts(service.redis());
    auth::store::UserCache user_cache(service.redis());
    auth::Accounts accounts(service.db(), service.sessions(), attempts, user_cache, hasher, service.topic());

    auto admin_username = cw::env::maybe("MARKETPLACE_ADMIN_USERNAME");
    auto admin_password = cw::env::maybe("MARKETPLACE_ADMIN_PASSWORD");
    if (admin_username.has_value() != admin_password.has_value()) {
      throw cw::ConfigError("set both MARKETPLACE_ADMIN_USERNAME and MARKETPLACE_ADMIN_PASSWORD, or neither");
    }
    if (admin_username) {
      accounts.bootstrap_admin(*admin_username, *admin_password,
                               cw::env::optional("MARKETPLACE_ADMIN_EMAIL", *admin_username + "@admin.cabinetworks.local"));
    }

    auth::api::add_account_routes(service.http(), accounts);
    return service.run();
  });
}
