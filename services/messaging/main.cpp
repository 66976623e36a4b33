// messaging: WebSocket chat, message history, notifications.
#include "api/contact_routes.hpp"
#include "api/email_routes.hpp"
#include "api/message_routes.hpp"
#include "api/notification_routes.hpp"
#include "events/project_events.hpp"
#include "events/user_events.hpp"
#include "mail/sender.hpp"
#include "realtime/presence.hpp"
#include "realtime/ws_server.hpp"
#include "store/contact_store.hpp"
#include "store/conversation_store.hpp"
#include "store/email_store.hpp"
#include "store/notification_store.hpp"

#include <cw/change_listener.hpp>
#include <cw/config.hpp>
#include <cw/log.hpp>
#include <cw/service.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/events/user_directory.hpp>

#include <algorithm>

std::vector<cw::db::Migration> messaging_migrations();

namespace {

// SMTP_URL (unset: e-mails wait in the outbox), MAIL_FROM, PUBLIC_URL (the links' site) and MAIL_TOKEN_SECRET (signs
// the unsubscribe links; at least 32 characters).
messaging::mail::SenderSettings mail_settings() {
  messaging::mail::SenderSettings settings;
  settings.smtp_url = cw::env::optional("SMTP_URL", "");
  settings.from_address = cw::env::optional("MAIL_FROM", "no-reply@cabinetworks.local");
  if (!messaging::sendable_address(settings.from_address)) {
    throw cw::ConfigError("MAIL_FROM must be a plain e-mail address");
  }
  settings.site = cw::env::optional("PUBLIC_URL", "http://127.0.0.1:8080");
  while (!settings.site.empty() && settings.site.back() == '/') settings.site.pop_back();
  settings.token_secret = cw::env::required("MAIL_TOKEN_SECRET");
  if (settings.token_secret.size() < 32) throw cw::ConfigError("MAIL_TOKEN_SECRET must be at least 32 characters");
  return settings;
}

}  // namespace

int main() {
  return cw::run_main("messaging", [] {
    auto migrations = messaging_migrations();
    migrations.insert(migrations.begin(), cw::user_directory::migration());
    migrations.insert(migrations.begin() + 1, cw::member_plans::migration());
    auto queries = messaging::store::notification_queries();
    auto conversation_queries = messaging::store::conversation_queries();
    queries.insert(queries.end(), conversation_queries.begin(), conversation_queries.end());
    auto email_queries = messaging::store::email_queries();
    queries.insert(queries.end(), email_queries.begin(), email_queries.end());
    auto contact_queries = messaging::store::contact_queries();
    queries.insert(queries.end(), contact_queries.begin(), contact_queries.end());
    cw::Service service("messaging", migrations, queries);
    const int ws_port = cw::env::required_integer("WS_PORT", 1, 65535);

    messaging::realtime::Hub hub;
    messaging::realtime::Delivery delivery(service.redis(), hub);
    messaging::realtime::Presence presence(service.redis(), hub);
    const auto mail = mail_settings();
    messaging::Emails emails(service.db(), mail.site, mail.token_secret,
                             [&presence](const std::vector<std::int64_t>& user_ids) {
                               return presence.online_among(user_ids);
                             });
    auto subscriptions = messaging::events::project_subscriptions(delivery, emails);
    auto user_subscriptions = messaging::events::user_subscriptions(emails);
    subscriptions.insert(subscriptions.end(), user_subscriptions.begin(), user_subscriptions.end());
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
    cw::db::ChangeListener plans_changes(
        service.config().database_url, "messaging_plans_changed",
        [&conversations](const std::string& user_id) {
          if (user_id.empty()) return conversations.forget_all_plans();
          conversations.forget_plan(std::stoll(user_id));
        },
        [&conversations] { conversations.forget_all_plans(); });
    plans_changes.start();
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
    messaging::mail::Sender sender(service.db(), mail);
    if (mail.smtp_url.empty()) {
      cw::log::warn("SMTP_URL is not set: e-mails wait in the outbox until it is", {});
    } else {
      sender.start();
    }
    if (cw::env::optional("MAIL_TEST_HOOKS", "0") == "1") {
      service.http().post("/internal/mail/hold-after-next-send", [&sender](const auto&, auto& response) {
        sender.hold_after_next_send();
        cw::http::send_json(response, 200, {{"holding", true}});
      });
    }
    service.on_stop([&] {
      sender.stop();
      presence.stop();
      parties_changes.stop();
      plans_changes.stop();
      writer.stop();
      delivery.stop();
      ws.stop();
    });
    messaging::api::add_message_routes(service.http(), conversations, service.sessions());
    messaging::api::add_notification_routes(service.http(), notifications, service.sessions());
    messaging::api::add_email_routes(service.http(), emails, service.sessions());
    messaging::store::ContactLimits contact_limits(service.redis());
    messaging::ContactDesk contact_desk(service.db(), contact_limits, delivery, emails);
    messaging::api::add_contact_routes(service.http(), contact_desk, service.sessions());
    return service.run();
  });
}
