#include "api/routes.hpp"

#include "api/contact_routes.hpp"
#include "api/direct_routes.hpp"
#include "api/email_routes.hpp"
#include "api/message_routes.hpp"
#include "api/notification_routes.hpp"

namespace messaging::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, Conversations& conversations,
                     DirectConversations& directs, Notifications& notifications, Emails& emails,
                     ContactDesk& contact_desk, mail::Sender& sender, bool mail_test_hooks) {
  add_message_routes(server, conversations, sessions);
  add_direct_routes(server, directs, sessions);
  add_notification_routes(server, notifications, sessions);
  add_email_routes(server, emails, sessions);
  add_contact_routes(server, contact_desk, sessions);
  if (mail_test_hooks) {
    server.post("/internal/mail/hold-after-next-send", [&sender](const auto&, auto& response) {
      sender.hold_after_next_send();
      cw::http::send_json(response, 200, {{"holding", true}});
    });
  }
}

}  // namespace messaging::api
