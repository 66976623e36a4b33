#include <cw/origin.hpp>

#include <algorithm>
#include <cctype>
#include <string>

namespace cw {

namespace {
bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}
}  // namespace

bool same_origin(std::string_view origin, std::string_view host, std::string_view forwarded_proto) {
  if (origin.empty()) return true;
  if (host.empty()) return false;
  const std::string scheme = forwarded_proto.empty() ? "http" : std::string(forwarded_proto);
  return equal_ignoring_case(origin, scheme + "://" + std::string(host));
}

}  // namespace cw
