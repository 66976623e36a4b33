#include "api/routes.hpp"

#include "api/contact_routes.hpp"
#include "api/direct_routes.hpp"
#include "api/email_routes.hpp"
#include "api/export_routes.hpp"
#include "api/message_routes.hpp"
#include "api/notification_routes.hpp"
#include "api/support_routes.hpp"
#include "api/webhook_routes.hpp"


#include <cw/personal_data.hpp>

namespace messaging::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db,
                     Conversations& conversations, DirectConversations& directs, Notifications& notifications,
                     Emails& emails, ContactDesk& contact_desk, Exports& exports, mail::Sender& sender,
                     bool mail_test_hooks, Webhooks& webhooks, SupportDesk& support) {
  cw::personal_data::add_route(server, sessions, db, "messages");
  add_message_routes(server, conversations, sessions);
  add_direct_routes(server, directs, sessions);
  add_notification_routes(server, notifications, sessions);
  add_email_routes(server, emails, sessions);
  add_contact_routes(server, contact_desk, sessions);
  add_export_routes(server, exports, sessions);
  add_webhook_routes(server, webhooks, sessions);
  add_support_routes(server, support, sessions);
  if (mail_test_hooks) {
    server.post("/internal/mail/hold-after-next-send", [&sender](const auto&, auto& response) {
      sender.hold_after_next_send();
      cw::http::send_json(response, 200, {{"holding", true}});
    });
  }
}

}  // namespace messaging::api
