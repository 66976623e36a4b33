#pragma once
#include "domain/project.hpp"

#include <cw/http.hpp>

namespace projects::api {

// The caller, from their session; throws unauthenticated (401) without one.
inline Actor require_actor(const cw::http::Request& request, cw::SessionStore& sessions) {
  auto session = cw::http::require_session(request, sessions);
  return {session.user_id, session.role};
}

}  // namespace projects::api
