// messaging: WebSocket chat, message history, notifications, e-mail.
#include "api/routes.hpp"
#include "app/conversation_changes.hpp"
#include "config.hpp"
#include "events/subscriptions.hpp"
#include "realtime/presence.hpp"
#include "store/contact_limits.hpp"
#include "store/schema.hpp"
#include "webhooks/sender.hpp"

#include <cw/service.hpp>

int main() {
  return cw::run_main("messaging", [] {
    auto config = messaging::load_config();
    cw::Service service(std::move(config.common), messaging::store::migrations(), messaging::store::queries());

    messaging::realtime::Hub hub;
    messaging::realtime::Delivery delivery(service.redis(), hub);
    messaging::realtime::Presence presence(service.redis(), hub);
    messaging::Emails emails(service.db(), config.mail.site, config.mail.token_secret,
                             [&presence](const auto& user_ids) { return presence.online_among(user_ids); });
    service.consume(messaging::events::subscriptions(delivery, emails));

    messaging::Conversations conversations(service.db());
    messaging::ConversationChanges conversation_changes(service.config().database_url, conversations);
    messaging::DirectConversations directs(service.db(), conversations, delivery);
    messaging::Notifications notifications(service.db());
    messaging::store::ContactLimits contact_limits(service.redis());
    messaging::ContactDesk contact_desk(service.db(), contact_limits, delivery, emails);
    messaging::SupportDesk support(service.db(), contact_limits, delivery, emails);
    messaging::Exports exports(service.db());
    messaging::mail::Sender sender(service.db(), config.mail);
    messaging::Webhooks webhooks(service.db(), config.webhooks.allow_local);
    messaging::webhooks::Sender webhook_sender(service.db(), config.webhooks);
    messaging::api::register_routes(service.http(), service.sessions(), service.db(), conversations, directs,
                                    notifications, emails, contact_desk, exports, sender, config.mail_test_hooks,
                                    webhooks, support);

    messaging::realtime::MessageWriter writer(conversations, delivery, config.chat_writers);
    messaging::realtime::WsServer ws(config.ws, service.sessions(), conversations, directs, support, writer, hub);
    ws.start();
    sender.start();
    webhook_sender.start();
    service.on_stop([&] {
      sender.stop();
      webhook_sender.stop();
      presence.stop();
      conversation_changes.stop();
      writer.stop();
      delivery.stop();
      ws.stop();
    });
    return service.run();
  });
}
