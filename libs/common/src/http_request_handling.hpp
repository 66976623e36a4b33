#pragma once
// One request, once read: the gateway's trust applied to its headers, then its route's handler run and the answer
// completed, counted and logged. Knows nothing of sockets.
#include "http_routes.hpp"

#include <string>

namespace cw::http::detail {

// Applies the gateway's trust to a request: with the proof (compared in constant time) it stays as it is; without,
// the headers only nginx sets are removed. The proof itself is removed either way, so no handler or log line ever
// sees it. Returns false for a request that must be refused: one naming an upload body without the proof.
bool admit_gateway_headers(Request& request, const std::string& secret);

// Runs the route's handler (or answers 404) with the request id set, and logs the request. A multipart body is
// parsed into request.files first. admitted: false for a request refused by admit_gateway_headers (answered 403).
// Throws MoveToWorkerPool when an event-loop handler asks for it.
Response handle(Request& request, const Route* route, bool admitted = true);

}  // namespace cw::http::detail
