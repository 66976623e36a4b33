#pragma once
// Cross-site requests: a browser names the page that made a request in its Origin header.
#include <string_view>

namespace cw {

// True when the request may be served: it has no Origin (not made by a page in a browser), or the Origin is the site
// the request was sent to, "<scheme>://<host>" with host as in the Host header (host and port) and the scheme from
// X-Forwarded-Proto behind a proxy (else http). Compared without regard to case. "null" (a sandboxed page, a file)
// is foreign.
bool same_origin(std::string_view origin, std::string_view host, std::string_view forwarded_proto);

}  // namespace cw
