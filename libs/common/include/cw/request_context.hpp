#pragma once
#include <string>

namespace cw {
// The X-Request-Id of the request the current thread serves ("" outside a request), so that log lines and events
// written anywhere below a handler carry it.
const std::string& current_request_id();
void set_current_request_id(std::string id);
}  // namespace cw
