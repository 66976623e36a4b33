#pragma once
#include "app/project_files.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace projects::api {

// A project's files: list, upload, download, waive the preflight, cut list. Registers the gateway's upload check
// (add_upload_check_routes) too.
void add_file_routes(cw::http::Server& server, ProjectFiles& files, FileStorage& storage, cw::SessionStore& sessions);

}  // namespace projects::api
