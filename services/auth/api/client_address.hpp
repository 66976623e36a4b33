#pragma once
#include <cw/http.hpp>

#include <string>

namespace auth::api {

// The client's address as nginx saw it (the edge sets X-Forwarded-For; a client's own header is not passed on), for
// telling visitors apart in the directory's appearances.
inline std::string client_address(const cw::http::Request& request) {
  auto address = request.get_header_value("X-Forwarded-For");
  if (address.empty()) address = request.remote_addr;
  return address;
}

}  // namespace auth::api
