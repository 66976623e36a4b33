#include <cw/idempotency.hpp>

#include <cw/errors.hpp>

#include <sodium.h>

namespace cw::idempotency {

void check_key(std::string_view key) {
  if (key.empty() || key.size() > kMaxKeyLength) throw invalid("Idempotency-Key must be 1 to 255 characters");
  for (unsigned char c : key) {
    if (c < 0x21 || c > 0x7e) throw invalid("Idempotency-Key must be printable ASCII without spaces");
  }
}

std::string request_hash(std::string_view request) {
  unsigned char hash[crypto_generichash_BYTES];
  crypto_generichash(hash, sizeof hash, reinterpret_cast<const unsigned char*>(request.data()), request.size(),
                     nullptr, 0);
  char hex[crypto_generichash_BYTES * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, hash, sizeof hash);
  return hex;
}

void ensure_same_request(std::string_view claimed_hash, std::string_view request_hash) {
  if (claimed_hash != request_hash) {
    throw conflict("This Idempotency-Key was already used for another request.", "idempotency_key_reused");
  }
}

}  // namespace cw::idempotency
