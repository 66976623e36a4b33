// auth: users, sessions, engineer profiles, reviews, certification, API tokens, members' branding.
#include "api/routes.hpp"
#include "config.hpp"
#include "events/subscriptions.hpp"
#include "store/directory_cache.hpp"
#include "store/login_attempts.hpp"
#include "store/schema.hpp"
#include "store/user_cache.hpp"

#include <cw/bounded_executor.hpp>
#include <cw/movable_clock.hpp>
#include <cw/periodic.hpp>
#include <cw/service.hpp>

#include <malloc.h>

int main() {
  return cw::run_main("auth", [] {
    // Every argon2 hash allocates and frees 19 MiB. Left to glibc, each free hands the pages back (munmap/madvise),
    // and each of those interrupts every other thread of the process (TLB shootdowns): a login storm then stalls
    // unrelated requests. Keep such blocks in the heap and the heap's top mapped.
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    auto config = auth::load_config();
    cw::Service service(std::move(config.common), auth::store::migrations(), auth::store::queries(),
                        6u * 1024u * 1024u);

    cw::BoundedExecutor hasher(config.password_hash_threads, config.password_hash_queue, 19);
    auth::store::LoginAttempts attempts(service.redis());
    auth::store::UserCache user_cache(service.redis(), service.sessions());
    auth::store::DirectoryCache directory_cache(service.redis());
    auth::Accounts accounts(service.db(), service.sessions(), attempts, user_cache, directory_cache, hasher);
    if (config.admin) accounts.bootstrap_admin(config.admin->username, config.admin->password, config.admin->email);
    cw::MovableClock clock(config.test_clock);  // the paid tracks' attempts, certificates and reminders
    auth::Engineers engineers(service.db(), directory_cache, clock);
    engineers.withdraw_unearned_verifications();
    auth::Certification certification(service.db(), directory_cache);
    auth::CertificationTracks tracks(service.db(), clock, directory_cache);
    auth::store::ImageFiles images(config.uploads_dir);
    auth::ApiTokens tokens(service.db(), service.sessions());
    tokens.restore();
    auth::Branding branding(service.db());
    auth::DirectoryAppearances appearances(service.db(), service.config().gateway_secret);
    auth::AccountDeletion deletion(service.db(), service.sessions(), user_cache, directory_cache, hasher);

    service.consume(auth::events::subscriptions(engineers, tokens, deletion, tracks));
    auth::api::register_routes(service.http(), service.sessions(), service.db(), accounts, engineers, appearances,
                               certification, images, tokens, branding, deletion, tracks, clock);

    // Certificate reminders (30 and 7 days before a lapse) every 10 minutes; one that fell due while the service was
    // down goes out a minute after it is back.
    cw::Periodic reminders("certificate reminders", std::chrono::minutes(1), std::chrono::minutes(10),
                           [&] { tracks.sweep(); });
    service.on_stop([&] { reminders.stop(); });
    return service.run();
  });
}
