#pragma once
// Idempotency-Key: a client names a request that changes something (setting up a payment, posting a project) with a
// key of its own, and sends the same key again when the answer was lost. The service claims the key for the caller
// in the transaction of the change (under a unique constraint, so a concurrent repeat waits for the first and then
// finds its claim) together with a hash of the request, and answers a repeat with what the first request made. The
// same key with another request is refused. Keys belong to a caller: another member's identical key is another key.
#include <cstddef>
#include <string>
#include <string_view>

namespace cw::idempotency {

inline constexpr const char* kHeader = "Idempotency-Key";
inline constexpr std::size_t kMaxKeyLength = 255;

// A request's key and the hash of what the request was (a repeat must be the same request).
struct Key {
  std::string key;
  std::string request_hash;
};

// Throws invalid("Idempotency-Key must be 1 to 255 characters") or invalid("Idempotency-Key must be printable ASCII
// without spaces").
void check_key(std::string_view key);
// The hex digest (BLAKE2b, 256 bits) of a request's text, e.g. its path and body: what a repeat is compared by.
std::string request_hash(std::string_view request);
// Throws conflict("This Idempotency-Key was already used for another request.", "idempotency_key_reused") unless the
// key was claimed by a request with this hash.
void ensure_same_request(std::string_view claimed_hash, std::string_view request_hash);

}  // namespace cw::idempotency
