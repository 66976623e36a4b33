#pragma once
#include "app/certification_tracks.hpp"

#include <cw/http.hpp>
#include <cw/movable_clock.hpp>
#include <cw/session.hpp>

namespace auth::api {

// The paid certification tracks (/api/certification/tracks...) and the certificates' public data
// (/api/certificates/{id}).
void add_track_routes(cw::http::Server& server, CertificationTracks& tracks, cw::SessionStore& sessions);

// POST /internal/clock and /internal/sweep (the reminders), only with a movable clock (AUTH_TEST_CLOCK=1).
void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, CertificationTracks& tracks);

}  // namespace auth::api
