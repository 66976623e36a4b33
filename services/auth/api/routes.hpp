#pragma once
// Every route auth serves, registered in one place (the test clock's only with AUTH_TEST_CLOCK=1).
#include "app/account_deletion.hpp"
#include "app/accounts.hpp"
#include "app/api_tokens.hpp"
#include "app/branding.hpp"
#include "app/certification.hpp"
#include "app/certification_tracks.hpp"
#include "app/directory_appearances.hpp"
#include "app/engineers.hpp"
#include "store/image_files.hpp"

#include <cw/db.hpp>
#include <cw/http.hpp>
#include <cw/movable_clock.hpp>
#include <cw/session.hpp>

namespace auth::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db, Accounts& accounts,
                     Engineers& engineers, DirectoryAppearances& appearances, Certification& certification,
                     store::ImageFiles& images, ApiTokens& tokens, Branding& branding, AccountDeletion& deletion,
                     CertificationTracks& tracks, cw::MovableClock& clock);

}  // namespace auth::api
