#pragma once
// multipart/form-data bodies (RFC 7578), read into cpp-httplib's file map so that handlers use
// Request::has_file / get_file_value as they would with httplib's own server.
#include <httplib.h>

#include <optional>
#include <string>
#include <string_view>

namespace cw::http {

// The boundary of a multipart/form-data Content-Type, or nothing when the type is another one or has no boundary.
std::optional<std::string> multipart_boundary(std::string_view content_type);

// The parts of a body, or nothing when it is not well formed for that boundary.
std::optional<httplib::MultipartFormDataMap> parse_multipart(std::string_view body, std::string_view boundary);

}  // namespace cw::http
