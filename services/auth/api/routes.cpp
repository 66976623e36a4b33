#include "api/routes.hpp"

#include "api/account_routes.hpp"
#include "api/engineer_routes.hpp"

namespace auth::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, Accounts& accounts, Engineers& engineers,
                     Certification& certification, store::ImageFiles& images) {
  add_account_routes(server, accounts);
  add_engineer_routes(server, engineers, sessions);
  add_certification_routes(server, certification, sessions);
  add_image_routes(server, accounts, images, sessions);
}

}  // namespace auth::api
