#pragma once
// How many contact messages a sender sent in the current window, in Redis (shared by every messaging instance).
#include "domain/contact.hpp"

#include <cw/redis.hpp>

#include <chrono>
#include <string>

namespace messaging::store {

class ContactLimits {
 public:
  explicit ContactLimits(cw::redis::Pool& redis) : redis_(redis) {}

  // Counts one more message of `who` (e.g. "email:a@b.c") against the limit; 0 when it may be sent, else the
  // seconds until the window ends.
  std::chrono::seconds record(const std::string& who, ContactLimit limit);

 private:
  cw::redis::Pool& redis_;
};

}  // namespace messaging::store
