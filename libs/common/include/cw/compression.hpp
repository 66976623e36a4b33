#pragma once
#include <string>
#include <string_view>

namespace cw {

// The gzip form (RFC 1952) of data, for answers compressed once and sent many times.
std::string gzip(std::string_view data);

}  // namespace cw
