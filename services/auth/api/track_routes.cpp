#include "api/track_routes.hpp"

#include <cw/fields.hpp>

#include <limits>

namespace auth::api {

namespace {

constexpr const char* kTrackAttemptNotFoundMessage = "Attempt not found";

std::optional<cw::Caller> track_viewer_of(const cw::http::Request& request, cw::SessionStore& sessions) {
  auto session = cw::http::optional_session(request, sessions);
  if (!session) return std::nullopt;
  return session->caller();
}

// {"answers": [int, ...]}: each a whole number (read whole: a number beyond int, cut to one, could name an option).
std::vector<std::int64_t> parse_track_answers(const nlohmann::json& body) {
  constexpr const char* kMessage = "answers must be a list of option numbers";
  if (!body.contains("answers") || !body["answers"].is_array()) throw cw::invalid(kMessage);
  std::vector<std::int64_t> answers;
  for (const auto& answer : body["answers"]) {
    auto number = cw::fields::whole_number(answer, std::numeric_limits<std::int64_t>::min(),
                                           std::numeric_limits<std::int64_t>::max());
    if (!number) throw cw::invalid(kMessage);
    answers.push_back(*number);
  }
  return answers;
}

}  // namespace

void add_track_routes(cw::http::Server& server, CertificationTracks& tracks, cw::SessionStore& sessions) {
  server.get("/api/certification/tracks", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, tracks.tracks(track_viewer_of(request, sessions)));
  });

  server.get(R"(/api/certification/tracks/([^/]+))", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, tracks.track(request.matches[1].str(), track_viewer_of(request, sessions)));
  });

  server.post(R"(/api/certification/tracks/([^/]+)/attempts)", [&](const auto& request, auto& response) {
    auto started = tracks.start(cw::http::require_caller(request, sessions), request.matches[1].str());
    cw::http::send_json(response, started.created ? 201 : 200, started.body);
  });

  server.get(R"(/api/certification/tracks/([^/]+)/attempts)", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200,
                        tracks.attempts(cw::http::require_caller(request, sessions), request.matches[1].str()));
  });

  server.post(R"(/api/certification/tracks/([^/]+)/attempts/([^/]+)/submit)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto attempt_id = cw::http::path_id(request, 2, kTrackAttemptNotFoundMessage);
    auto answers = parse_track_answers(cw::http::json_body(request));
    cw::http::send_json(response, 200, tracks.submit(caller, request.matches[1].str(), attempt_id, answers));
  });

  server.get(R"(/api/certificates/([^/]+))", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, tracks.certificate(request.matches[1].str()));
  });
}

void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, CertificationTracks& tracks) {
  if (!clock.movable()) return;
  cw::add_clock_route(server, clock);
  server.post("/internal/sweep", [&](const auto&, auto& response) {
    cw::http::send_json(response, 200, {{"remindersSent", tracks.sweep()}});
  });
}

}  // namespace auth::api
