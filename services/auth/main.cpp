// auth: users, sessions, engineer profiles, reviews, certification.
#include "api/account_routes.hpp"
#include "api/engineer_routes.hpp"
#include "events/project_events.hpp"
#include "store/certification_store.hpp"
#include "store/engineer_store.hpp"
#include "store/login_attempts.hpp"
#include "store/review_store.hpp"
#include "store/user_store.hpp"

#include <cw/service.hpp>

#include <malloc.h>

#include <thread>

std::vector<cw::db::Migration> auth_migrations();

int main() {
  return cw::run_main("auth", [] {
    // Every argon2 hash allocates and frees 19 MiB. Left to glibc, each free hands the pages back (munmap/madvise),
    // and each of those interrupts every other thread of the process (TLB shootdowns): a login storm then stalls
    // unrelated requests. Keep such blocks in the heap and the heap's top mapped.
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    std::vector<cw::db::NamedQuery> queries;
    for (auto part : {auth::store::user_queries(), auth::store::engineer_queries(),
                      auth::store::certification_queries(), auth::store::review_queries()}) {
      queries.insert(queries.end(), part.begin(), part.end());
    }
    cw::Service service("auth", auth_migrations(), queries, 6u * 1024u * 1024u);

    // Hashing takes ~20 ms of one core: one worker per core but one (a core stays free for every other request),
    // a short queue before answering 429, and a lower CPU priority. Measured on 2 cores during a storm of sign-ins:
    // a second hashing worker signed in no more users (502 against 504 in 10 s) but raised GET /api/user's p99.9
    // from 4.8 to 84 ms.
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    cw::BoundedExecutor hasher(cw::env::integer("PASSWORD_HASH_THREADS", std::max(1, cores - 1), 1, 64),
                               cw::env::integer("PASSWORD_HASH_QUEUE", 4 * cores, 1, 4096), 19);
    auth::store::LoginAttempts attempts(service.redis());
    auth::store::UserCache user_cache(service.redis(), service.sessions());
    auth::store::DirectoryCache directory_cache(service.redis());
    auth::Accounts accounts(service.db(), service.sessions(), attempts, user_cache, directory_cache, hasher);

    auto admin_username = cw::env::maybe("MARKETPLACE_ADMIN_USERNAME");
    auto admin_password = cw::env::maybe("MARKETPLACE_ADMIN_PASSWORD");
    if (admin_username.has_value() != admin_password.has_value()) {
      throw cw::ConfigError("set both MARKETPLACE_ADMIN_USERNAME and MARKETPLACE_ADMIN_PASSWORD, or neither");
    }
    if (admin_username) {
      accounts.bootstrap_admin(*admin_username, *admin_password,
                               cw::env::optional("MARKETPLACE_ADMIN_EMAIL", *admin_username + "@admin.cabinetworks.local"));
    }

    auth::Engineers engineers(service.db(), directory_cache);
    auth::Certification certification(service.db(), directory_cache);
    auth::store::ImageFiles images(cw::env::required("UPLOADS_DIR"));

    service.consume({auth::events::on_project_completed(engineers)});
    auth::api::add_account_routes(service.http(), accounts);
    auth::api::add_engineer_routes(service.http(), engineers, service.sessions());
    auth::api::add_certification_routes(service.http(), certification, service.sessions());
    auth::api::add_image_routes(service.http(), accounts, images, service.sessions());
    return service.run();
  });
}
