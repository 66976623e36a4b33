#pragma once
#include "app/accounts.hpp"
#include "app/certification.hpp"
#include "app/directory_appearances.hpp"
#include "app/engineers.hpp"
#include "store/image_files.hpp"

#include <cw/http.hpp>

namespace auth::api {

void add_engineer_routes(cw::http::Server& server, Engineers& engineers, DirectoryAppearances& appearances,
                         cw::SessionStore& sessions);
void add_certification_routes(cw::http::Server& server, Certification& certification, cw::SessionStore& sessions);
void add_image_routes(cw::http::Server& server, Accounts& accounts, store::ImageFiles& images,
                      cw::SessionStore& sessions);

}  // namespace auth::api
