#pragma once
// Password hashing with argon2id (libsodium) at OWASP's minimum cost: 19 MiB of memory, 2 passes.
#include <string>

namespace auth {

std::string hash_password(const std::string& password);
bool verify_password(const std::string& hash, const std::string& password);

}  // namespace auth
