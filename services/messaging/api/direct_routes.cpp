#include "api/direct_routes.hpp"

#include "app/views.hpp"
#include "api/message_content.hpp"
#include "domain/conversation.hpp"

#include <cw/fields.hpp>
#include <cw/request_context.hpp>

#include <limits>

namespace messaging::api {

namespace {

constexpr const char* kDirectConversation = R"(/api/direct-conversations/([^/]+))";

std::int64_t recipient_id(const nlohmann::json& body) {
  const auto value = body.find("recipientId");
  auto id = value == body.end() ? std::nullopt
                                : cw::fields::whole_number(*value, 1, std::numeric_limits<std::int64_t>::max());
  if (!id) throw cw::invalid("recipientId must be a positive integer");
  return *id;
}

std::optional<std::string> client_message_id(const nlohmann::json& body) {
  auto id = cw::fields::optional_text(body, "clientMessageId");
  if (id) check_client_message_id(*id);
  return id;
}

}  // namespace

void add_direct_routes(cw::http::Server& server, DirectConversations& directs, cw::SessionStore& sessions) {
  server.get("/api/direct-conversations", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, directs.list(caller.user_id));
  });

  server.post("/api/direct-conversations", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto body = cw::http::json_body(request);
    auto started = directs.start(caller.user_id, recipient_id(body), cw::fields::optional_text(body, "content"),
                                 cw::current_request_id());
    cw::http::send_json(response, started.created ? 201 : 200, started.conversation);
  });

  server.get(std::string(kDirectConversation) + "/messages", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto id = cw::http::path_id(request, 1, kConversationNotFound);
    cw::http::send_json(response, 200,
                        directs.history(caller.user_id, id, cw::http::query(request, "after"),
                                        cw::http::query(request, "limit")));
  });

  server.post(std::string(kDirectConversation) + "/messages", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto id = cw::http::path_id(request, 1, kConversationNotFound);
    const auto body = cw::http::json_body(request);
    auto sent = directs.send({caller.user_id, id, message_content(body), cw::current_request_id(), client_message_id(body), {}});
    cw::http::send_json(response, 201, message_json(sent));
  });

  server.post(std::string(kDirectConversation) + "/block", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto id = cw::http::path_id(request, 1, kConversationNotFound);
    cw::http::send_json(response, 200, directs.set_block(caller.user_id, id, true));
  });

  server.del(std::string(kDirectConversation) + "/block", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto id = cw::http::path_id(request, 1, kConversationNotFound);
    cw::http::send_json(response, 200, directs.set_block(caller.user_id, id, false));
  });
}

}  // namespace messaging::api
