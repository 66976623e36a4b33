// messaging: WebSocket chat, message history, notifications.
#include "api/message_routes.hpp"
#include "api/notification_routes.hpp"
#include "events/project_events.hpp"
#include "events/user_events.hpp"
#include "realtime/ws_server.hpp"
#include "store/conversation_store.hpp"
#include "store/notification_store.hpp"

#include <cw/change_listener.hpp>
#include <cw/config.hpp>
#include <cw/service.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/events/user_directory.hpp>

#include <algorithm>

std::vector<cw::db::Migration> messaging_migrations();

int main() {
  return cw::run_main("messaging", [] {
    auto migrations = messaging_migrations();
    migrations.insert(migrations.begin(), cw::user_directory::migration());
    migrations.insert(migrations.begin() + 1, cw::member_plans::migration());
    auto queries = messaging::store::notification_queries();
    auto conversation_queries = messaging::store::conversation_queries();
    queries.insert(queries.end(), conversation_queries.begin(), conversation_queries.end());
    cw::Service service("messaging", migrations, queries);
    const int ws_port = cw::env::required_integer("WS_PORT", 1, 65535);

    messaging::realtime::Hub hub;
    messaging::realtime::Delivery delivery(service.redis(), hub);
    auto subscriptions = messaging::events::project_subscriptions(delivery);
    subscriptions.push_back(cw::events::on<cw::events::UserRegistered>(messaging::events::on_user_registered));
    subscriptions.push_back(
        cw::events::on<cw::events::SubscriptionChanged>(cw::member_plans::apply_subscription_changed));
    service.consume(subscriptions);

    messaging::Conversations conversations(service.db());
    cw::db::ChangeListener parties_changes(
        service.config().database_url, "messaging_parties_changed",
        [&conversations](const std::string& project_id) {
          if (project_id.empty()) return conversations.forget_all_parties();
          conversations.forget_parties(std::stoll(project_id));
        },
        [&conversations] { conversations.forget_all_parties(); });
    parties_changes.start();
    messaging::Notifications notifications(service.db());
    messaging::realtime::MessageWriter writer(conversations, delivery);
    // nginx keeps an idle /ws open for an hour (proxy_read_timeout); pings keep it busier than that.
    const auto ping_seconds = cw::env::integer("WS_PING_SECONDS", 30, 1, 600);
    const auto silence_seconds = cw::env::integer("WS_SILENCE_SECONDS", std::max(75, 2 * ping_seconds + 15),
                                                   ping_seconds + 1, 3600);
    // Sign-outs close sockets at once; this is for sessions removed some other way (and expiries, which are
    // checked at the second they are due anyway).
    const auto session_recheck_seconds = cw::env::integer("WS_SESSION_CHECK_SECONDS", 60, 1, 3600);
    messaging::realtime::WsServer ws({service.config().http_host, ws_port, std::chrono::seconds(ping_seconds),
                                      std::chrono::seconds(silence_seconds),
                                      std::chrono::seconds(session_recheck_seconds)},
                                     service.sessions(), conversations, writer, hub);
    ws.start();
    service.on_stop([&] {
      parties_changes.stop();
      writer.stop();
      delivery.stop();
      ws.stop();
    });
    messaging::api::add_message_routes(service.http(), conversations, service.sessions());
    messaging::api::add_notification_routes(service.http(), notifications, service.sessions());
    return service.run();
  });
}
