#include <cw/random.hpp>
#include <cw/request_context.hpp>

#include <algorithm>
#include <cctype>

namespace cw {
namespace {
thread_local std::string t_request_id;
constexpr std::size_t kMaxRequestIdLength = 64;
}  // namespace

const std::string& current_request_id() { return t_request_id; }
void set_current_request_id(std::string id) { t_request_id = std::move(id); }

std::string accept_request_id(std::string offered) {
  const bool plain = !offered.empty() && offered.size() <= kMaxRequestIdLength &&
                     std::all_of(offered.begin(), offered.end(), [](char c) {
                       return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' ||
                              c == ':';
                     });
  return plain ? std::move(offered) : random_hex();
}
}  // namespace cw
