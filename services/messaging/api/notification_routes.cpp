#include "api/notification_routes.hpp"

namespace messaging::api {

void add_notification_routes(cw::http::Server& server, Notifications& notifications, cw::SessionStore& sessions) {
  server.get("/api/notifications", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto page = notifications.of_user(
        caller.user_id, notification_query(cw::http::query(request, "unread"), cw::http::query(request, "before"),
                                           cw::http::query(request, "limit")));
    response.set_header("X-Unread-Count", std::to_string(page.unread));
    response.set_header("X-Has-More", page.has_more ? "true" : "false");
    cw::http::send_json(response, 200, page.notifications);
  });

  server.post("/api/notifications/read-all", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, notifications.mark_all_read(caller.user_id));
  });

  server.post(R"(/api/notifications/([^/]+)/read)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto id = cw::http::path_id(request, 1, kNotificationNotFound);
    cw::http::send_json(response, 200, notifications.mark_read(caller.user_id, id));
  });

  server.del("/api/notifications", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    notifications.clear(caller.user_id);
    response.status = 204;
  });
}

}  // namespace messaging::api
