#include "api/invitation_routes.hpp"

#include "domain/project.hpp"

#include <cw/errors.hpp>

namespace projects::api {

namespace {

std::int64_t engineer_id_of(const nlohmann::json& body) {
  if (!body.is_object() || !body.contains("engineerId") || !body["engineerId"].is_number_integer() ||
      body["engineerId"].get<std::int64_t>() < 1) {
    throw cw::invalid("engineerId must be the user id of an engineer");
  }
  return body["engineerId"].get<std::int64_t>();
}

}  // namespace

void add_invitation_routes(cw::http::Server& server, Invitations& invitations, cw::SessionStore& sessions) {
  server.post(R"(/api/projects/([^/]+)/invitations)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto project_id = cw::http::path_id(request, 1, kProjectNotFound);
    auto sent = invitations.invite(caller, project_id, engineer_id_of(cw::http::json_body(request)));
    cw::http::send_json(response, sent.created ? 201 : 200, sent.invitation);
  });

  server.get("/api/my-invitations", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, invitations.received(cw::http::require_caller(request, sessions)));
  });
}

}  // namespace projects::api
