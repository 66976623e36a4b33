#pragma once
// The server's own answers, the ones no handler writes: a request it cannot read or route, one refused under
// overload, and an exception a handler let through. All in the one error shape ({"message", "code"}).
#include <cw/http.hpp>

namespace cw::http::detail {

// The status's standard answer (404 "Not found", code "http_404"; a 5xx says only that it failed on our side).
void send_default_error(Response& response, int status);
// 503 overloaded, with Retry-After: 1 (ServerOptions: max_waiting_for_worker, max_event_loop_lag).
void send_overloaded(Response& response);
// 500 without internals; the exception's text goes to the log only.
void send_internal_error(Response& response, const char* what);

// The handler, with every exception it lets through answered: a DomainError as its status and message, anything
// else as send_internal_error. MoveToWorkerPool passes, for the server to act on.
Handler catching_exceptions(Handler handler);

}  // namespace cw::http::detail
