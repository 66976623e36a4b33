#pragma once
#include "app/project_files.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace projects::api {

// GET and POST /internal/project-files/authorize: nginx's auth_request before it reads an upload's body.
void add_upload_check_routes(cw::http::Server& server, ProjectFiles& files, cw::SessionStore& sessions);

}  // namespace projects::api
