#include <cw/random.hpp>

#include <sodium.h>

#include <vector>

namespace cw {

std::string random_hex(std::size_t bytes) {
  std::vector<unsigned char> random(bytes);
  randombytes_buf(random.data(), random.size());
  std::string hex(bytes * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), random.data(), random.size());
  hex.pop_back();  // the terminating NUL
  return hex;
}

std::string random_base64url(std::size_t bytes) {
  constexpr int kVariant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::vector<unsigned char> random(bytes);
  randombytes_buf(random.data(), random.size());
  std::string encoded(sodium_base64_ENCODED_LEN(bytes, kVariant), '\0');
  sodium_bin2base64(encoded.data(), encoded.size(), random.data(), random.size(), kVariant);
  encoded.pop_back();  // the terminating NUL
  return encoded;
}

}  // namespace cw
