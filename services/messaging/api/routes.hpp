#pragma once
// Every route messaging serves over HTTP, registered in one place (the mail test hook only with MAIL_TEST_HOOKS=1).
#include "app/contact_desk.hpp"
#include "app/conversations.hpp"
#include "app/direct_conversations.hpp"
#include "app/emails.hpp"
#include "app/exports.hpp"
#include "app/notifications.hpp"
#include "app/support_desk.hpp"
#include "app/webhooks.hpp"
#include "mail/sender.hpp"

#include <cw/db.hpp>
#include <cw/http.hpp>
#include <cw/session.hpp>

namespace messaging::api {

void register_routes(cw::http::Server& server, cw::SessionStore& sessions, cw::db::Pool& db,
                     Conversations& conversations, DirectConversations& directs, Notifications& notifications,
                     Emails& emails, ContactDesk& contact_desk, Exports& exports, mail::Sender& sender,
                     bool mail_test_hooks, Webhooks& webhooks, SupportDesk& support);

}  // namespace messaging::api
