#pragma once
#include <cw/http.hpp>

#include <string>

namespace messaging::api {

// The client's address as nginx saw it (the edge sets X-Forwarded-For; a client's own header is not passed on), for
// the limits of the contact form and of visitors' support chats.
inline std::string client_address(const cw::http::Request& request) {
  auto address = request.get_header_value("X-Forwarded-For");
  if (address.empty()) address = request.remote_addr;
  return address.empty() ? std::string("unknown") : address;
}

}  // namespace messaging::api
