#include "store/account_store.hpp"

namespace messaging::store {

namespace {

constexpr const char* kMarkDeleted = R"sql(
  INSERT INTO deleted_members (user_id, deleted_at) VALUES ($1, $2::timestamptz) ON CONFLICT (user_id) DO NOTHING
)sql";
constexpr const char* kEraseContact = "DELETE FROM email_contacts WHERE user_id = $1";
constexpr const char* kEraseOptOuts = "DELETE FROM email_opt_outs WHERE user_id = $1";
constexpr const char* kEraseEmails = "DELETE FROM email_outbox WHERE user_id = $1";
constexpr const char* kEraseReminders = "DELETE FROM email_message_reminders WHERE user_id = $1";
constexpr const char* kEraseNotifications = "DELETE FROM notifications WHERE user_id = $1";
constexpr const char* kEraseWebhooks = "DELETE FROM webhook_endpoints WHERE user_id = $1";
constexpr const char* kEraseDirectMessages = R"sql(
  DELETE FROM direct_messages WHERE conversation_id IN (
    SELECT id FROM direct_conversations WHERE starter_id = $1 OR recipient_id = $1)
)sql";
constexpr const char* kEraseBranding = "DELETE FROM member_branding WHERE user_id = $1";
// The member's support conversations, whole: what they wrote and what the desk answered them.
constexpr const char* kEraseSupportConversations = R"sql(
  WITH gone AS (SELECT id FROM support_conversations WHERE member_id = $1),
  messages AS (DELETE FROM support_messages WHERE conversation_id IN (SELECT id FROM gone)),
  reminders AS (DELETE FROM email_support_reminders WHERE conversation_id IN (SELECT id FROM gone))
  DELETE FROM support_conversations WHERE id IN (SELECT id FROM gone)
)sql";
constexpr const char* kAnonymiseContactMessages = R"sql(
  UPDATE contact_messages SET name = 'Deleted member', email = 'deleted-' || user_id || '@deleted.invalid',
    company = NULL
  WHERE user_id = $1
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> account_queries() {
  return {{"account_mark_deleted", kMarkDeleted},
          {"account_erase_contact", kEraseContact},
          {"account_erase_opt_outs", kEraseOptOuts},
          {"account_erase_emails", kEraseEmails},
          {"account_erase_reminders", kEraseReminders},
          {"account_erase_notifications", kEraseNotifications},
          {"account_erase_webhooks", kEraseWebhooks},
          {"account_erase_direct_messages", kEraseDirectMessages},
          {"account_erase_branding", kEraseBranding},
          {"account_erase_support_conversations", kEraseSupportConversations},
          {"account_anonymise_contact_messages", kAnonymiseContactMessages}};
}

void erase_member(pqxx::work& tx, std::int64_t user_id, const std::string& deleted_at) {
  tx.exec_prepared("account_mark_deleted", user_id, deleted_at);
  for (const char* statement :
       {"account_erase_contact", "account_erase_opt_outs", "account_erase_emails", "account_erase_reminders",
        "account_erase_notifications", "account_erase_webhooks", "account_erase_direct_messages",
        "account_erase_branding", "account_erase_support_conversations", "account_anonymise_contact_messages"}) {
    tx.exec_prepared(statement, user_id);
  }
}

}  // namespace messaging::store
