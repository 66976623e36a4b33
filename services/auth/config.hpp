#pragma once
// auth's configuration, read once from the environment at start (a missing or malformed value: cw::ConfigError).
#include <cw/config.hpp>

#include <optional>
#include <string>

namespace auth {

// MARKETPLACE_ADMIN_USERNAME and MARKETPLACE_ADMIN_PASSWORD (both or neither), MARKETPLACE_ADMIN_EMAIL: the admin
// account made (or updated) at start.
struct AdminAccount {
  std::string username;
  std::string password;
  std::string email;
};

struct Config {
  cw::CommonConfig common;
  int password_hash_threads = 1;  // PASSWORD_HASH_THREADS: one per core but one
  int password_hash_queue = 4;    // PASSWORD_HASH_QUEUE: hashes that may wait before answering 429 (4 per core)
  std::optional<AdminAccount> admin;
  std::string uploads_dir;  // UPLOADS_DIR (required): the profile images
  bool test_clock = false;  // AUTH_TEST_CLOCK=1: tests may move the clock (POST /internal/clock) and sweep at once
};

Config load_config();

}  // namespace auth
