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

}  // namespace cw
