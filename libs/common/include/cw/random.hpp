#pragma once
// Random identifiers from libsodium's generator (sodium_init must have run: cw::Service does it first).
#include <cstddef>
#include <string>

namespace cw {

// `bytes` random bytes as 2 * bytes lower-case hexadecimal digits: 16 bytes give a 128-bit id nobody guesses.
std::string random_hex(std::size_t bytes = 16);
// `bytes` random bytes in URL-safe base64 without padding: 32 bytes give 43 characters (a session id).
std::string random_base64url(std::size_t bytes);

}  // namespace cw
