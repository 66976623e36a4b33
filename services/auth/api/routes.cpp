#include "api/routes.hpp"

#include "api/account_deletion_routes.hpp"
#include "api/account_routes.hpp"
#include "api/branding_routes.hpp"
#include "api/engineer_routes.hpp"
#include "api/token_routes.hpp"
#include "api/track_routes.hpp"

#include <cw/personal_data.hpp>

namespace auth::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db, Accounts& accounts,
                     Engineers& engineers, DirectoryAppearances& appearances, Certification& certification,
                     store::ImageFiles& images, ApiTokens& tokens, Branding& branding, AccountDeletion& deletion,
                     CertificationTracks& tracks, cw::MovableClock& clock) {
  cw::personal_data::add_route(server, sessions, db, "account");
  add_account_routes(server, accounts, sessions);
  add_engineer_routes(server, engineers, appearances, sessions);
  add_certification_routes(server, certification, sessions);
  add_image_routes(server, accounts, images, sessions);
  add_token_routes(server, tokens, sessions);
  add_branding_routes(server, branding, sessions);
  add_account_deletion_routes(server, deletion, sessions);
  add_track_routes(server, tracks, sessions);
  add_test_clock_routes(server, clock, tracks);
}

}  // namespace auth::api
