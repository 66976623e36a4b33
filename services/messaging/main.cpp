// messaging: WebSocket chat, message history, notifications.
#include "api/notification_routes.hpp"
#include "events/user_events.hpp"
#include "store/notification_store.hpp"

#include <cw/service.hpp>
#include <cw/user_directory.hpp>

std::vector<cw::db::Migration> messaging_migrations();

int main() {
  return cw::run_main("messaging", [] {
    auto migrations = messaging_migrations();
    migrations.insert(migrations.begin(), cw::user_directory::migration());
    cw::Service service("messaging", migrations, messaging::store::notification_queries());

    service.consume({cw::events::topic_of("auth")}, {{"user.registered", messaging::events::on_user_registered}});
    messaging::api::add_notification_routes(service.http(), service.db(), service.sessions());
    return service.run();
  });
}
