#include "api/email_routes.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>

namespace messaging::api {

void add_email_routes(cw::http::Server& server, Emails& emails, cw::SessionStore& sessions) {
  server.get("/api/email-preferences", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, emails.preferences(cw::http::require_caller(request, sessions)));
  });

  server.put("/api/email-preferences", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, emails.update_preferences(caller, cw::http::json_body(request)));
  });

  server.post("/api/email-preferences/unsubscribe", [&](const auto& request, auto& response) {
    auto token = cw::http::query(request, "token");
    if (!token) {
      const nlohmann::json body = cw::http::json_body(request);
      const auto found = body.find("token");
      token = found != body.end() && found->is_string() ? found->get<std::string>() : std::string();
    }
    cw::http::send_json(response, 200, emails.unsubscribe(*token));
  });
}

}  // namespace messaging::api
