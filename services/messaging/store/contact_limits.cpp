#include "store/contact_limits.hpp"

namespace messaging::store {

std::chrono::seconds ContactLimits::record(const std::string& who, ContactLimit limit) {
  const auto key = "contact:sent:" + who;
  auto count = redis_.command({"INCR", key});
  // The window starts with the first message; later ones do not extend it.
  if (count->integer == 1) redis_.command({"EXPIRE", key, std::to_string(limit.window.count())});
  if (count->integer <= limit.messages) return std::chrono::seconds(0);
  auto ttl = redis_.command({"TTL", key});
  if (ttl->type == REDIS_REPLY_INTEGER && ttl->integer > 0) return std::chrono::seconds(ttl->integer);
  // A key left without an expiry (a crash between INCR and EXPIRE) must not block the sender for ever.
  redis_.command({"EXPIRE", key, std::to_string(limit.window.count())});
  return limit.window;
}

}  // namespace messaging::store
