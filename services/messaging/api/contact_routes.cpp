#include "api/contact_routes.hpp"

#include "api/client_address.hpp"

namespace messaging::api {

void add_contact_routes(cw::http::Server& server, ContactDesk& desk, cw::SessionStore& sessions) {
  server.post("/api/contact", [&](const auto& request, auto& response) {
    const auto session = cw::http::optional_session(request, sessions);
    const auto sender = session ? std::optional(session->caller()) : std::nullopt;
    cw::http::send_json(response, 201, desk.send(cw::http::json_body(request), sender, client_address(request)));
  });

  server.get("/api/admin/contact-messages", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const ContactDesk::ListRequest query{cw::http::query(request, "status"), cw::http::page_query(request)};
    cw::http::send_json(response, 200, desk.list(caller, query));
  });

  server.post(R"(/api/admin/contact-messages/([^/]+)/handled)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto id = cw::http::path_id(request, 1, kContactMessageNotFound);
    cw::http::send_json(response, 200, desk.mark_handled(caller, id));
  });
}

}  // namespace messaging::api
