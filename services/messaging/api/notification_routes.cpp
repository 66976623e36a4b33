#include "api/notification_routes.hpp"

#include "store/notification_store.hpp"

namespace messaging::api {

namespace {
constexpr int kNotificationsShown = 100;
}

void add_notification_routes(cw::http::Server& server, cw::db::Pool& db, cw::SessionStore& sessions) {
  server.get("/api/notifications", [&](const auto& request, auto& response) {
    auto session = cw::http::require_session(request, sessions);
    auto notifications = db.read([&](pqxx::nontransaction& tx) {
      return store::notifications_of_user(tx, session.user_id, kNotificationsShown);
    });
    auto body = nlohmann::json::array();
    for (const auto& n : notifications) {
      body.push_back({{"id", n.id}, {"type", n.type}, {"title", n.title}, {"message", n.message}, {"read", n.read},
                      {"timestamp", n.created_at}});
    }
    cw::http::send_json(response, 200, body);
  });
}

}  // namespace messaging::api
