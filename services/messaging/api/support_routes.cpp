#include "api/support_routes.hpp"

#include "api/client_address.hpp"
#include "api/message_content.hpp"
#include "app/views.hpp"

#include <cw/fields.hpp>

#include <chrono>

namespace messaging::api {

namespace {

constexpr const char* kSupportConversation = R"(/api/support/conversations/([^/]+))";
// A visitor's cookie lasts as long as a conversation is worth coming back to.
constexpr auto kVisitorCookieLifetime = std::chrono::hours(24 * 30);

std::optional<cw::Caller> signed_in(const cw::http::Request& request, cw::SessionStore& sessions) {
  const auto session = cw::http::optional_session(request, sessions);
  return session ? std::optional(session->caller()) : std::nullopt;
}

SupportCaller support_caller(const cw::http::Request& request, SupportDesk& desk, cw::SessionStore& sessions) {
  return desk.caller(signed_in(request, sessions),
                     cw::cookie_value(request.get_header_value("Cookie"), kSupportVisitorCookie));
}

void set_visitor_cookie(const cw::http::Request& request, cw::http::Response& response, const std::string& token) {
  response.set_header("Set-Cookie", std::string(kSupportVisitorCookie) + "=" + token +
                                        cw::cookie_attributes(cw::http::is_secure(request)) + "; Max-Age=" +
                                        std::to_string(std::chrono::seconds(kVisitorCookieLifetime).count()));
}

}  // namespace

void add_support_routes(cw::http::Server& server, SupportDesk& desk, cw::SessionStore& sessions) {
  server.get("/api/support/status", [](const auto&, auto& response) {
    const auto now = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
    cw::http::send_json(response, 200, SupportDesk::status(now));
  });

  server.post("/api/support/conversations", [&](const auto& request, auto& response) {
    const auto body = cw::http::json_body(request);
    if (const auto member = signed_in(request, sessions)) {
      auto opened = desk.open_for_member(*member, body, client_address(request));
      return cw::http::send_json(response, opened.created ? 201 : 200, opened.conversation);
    }
    auto opened = desk.open_for_visitor(body, client_address(request));
    set_visitor_cookie(request, response, opened.visitor_token);
    cw::http::send_json(response, 201, opened.conversation);
  });

  server.get("/api/support/conversations/mine", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, desk.mine(support_caller(request, desk, sessions)));
  });

  server.get(std::string(kSupportConversation) + "/messages", [&](const auto& request, auto& response) {
    auto id = cw::http::path_id(request, 1, kSupportConversationNotFound);
    cw::http::send_json(response, 200,
                        desk.messages(support_caller(request, desk, sessions), id, cw::http::query(request, "after"),
                                      cw::http::query(request, "limit")));
  });

  server.post(std::string(kSupportConversation) + "/messages", [&](const auto& request, auto& response) {
    auto id = cw::http::path_id(request, 1, kSupportConversationNotFound);
    const auto body = cw::http::json_body(request);
    auto sent = desk.send(support_caller(request, desk, sessions), id, message_content(body));
    cw::http::send_json(response, 201, support_message_json(sent));
  });

  // The one-use link of an e-mail to a visitor: their cookie back, and which conversation it reaches.
  server.post("/api/support/resume", [&](const auto& request, auto& response) {
    const auto body = cw::http::json_body(request);
    auto link = cw::fields::optional_text(body, "token");
    if (!link) throw cw::invalid(kSupportLinkInvalid);
    set_visitor_cookie(request, response, desk.resume(*link));
    cw::http::send_json(response, 200, {{"resumed", true}});
  });

  server.get("/api/admin/support/conversations", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, desk.queue(caller, cw::http::query(request, "status")));
  });

  server.post(R"(/api/admin/support/conversations/([^/]+)/close)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto id = cw::http::path_id(request, 1, kSupportConversationNotFound);
    cw::http::send_json(response, 200, desk.close(caller, id));
  });
}

}  // namespace messaging::api
