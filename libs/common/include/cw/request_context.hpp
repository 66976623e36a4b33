#pragma once
#include <string>

namespace cw {
// The id of the request the current thread works for ("" outside one), so that log lines (cw/log.hpp adds it to
// each) and events written anywhere below carry it: nginx's X-Request-Id in an HTTP handler, the envelope's
// requestId in an event handler, the e-mail's cause in the mail sender, a frame's id on a WebSocket.
const std::string& current_request_id();
void set_current_request_id(std::string id);

// The caller's id when it is short and plain (it goes into every log line and event), else a new random one.
std::string accept_request_id(std::string offered);

// Makes an id current for a scope, and restores the one before at its end.
class ScopedRequestId {
 public:
  explicit ScopedRequestId(std::string id) : previous_(current_request_id()) { set_current_request_id(std::move(id)); }
  ~ScopedRequestId() { set_current_request_id(std::move(previous_)); }
  ScopedRequestId(const ScopedRequestId&) = delete;
  ScopedRequestId& operator=(const ScopedRequestId&) = delete;

 private:
  std::string previous_;
};
}  // namespace cw
