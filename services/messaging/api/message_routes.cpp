#include "api/message_routes.hpp"

namespace messaging::api {

void add_message_routes(cw::http::Server& server, Conversations& conversations, cw::SessionStore& sessions) {
  server.get(R"(/api/projects/([^/]+)/messages)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto project_id = cw::http::path_id(request, 1, kProjectNotFound);
    cw::http::send_json(response, 200,
                        conversations.history(caller.user_id, project_id, cw::http::query(request, "after"),
                                              cw::http::query(request, "limit")));
  });
}

}  // namespace messaging::api
