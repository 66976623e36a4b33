#pragma once
// All SQL of e-mail: contacts, preferences, the outbox and the new-message reminders (migration 0006).
#include <cw/db.hpp>
#include <cw/events/outbox.hpp>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> email_queries();

struct EmailContact {
  std::string email;
  std::string first_name;
};
void save_contact(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& email,
                  const std::string& first_name);
// What queueing an e-mail to a member needs, with one statement: their contact and the preferences they turned off.
struct Recipient {
  std::optional<EmailContact> contact;
  std::set<std::string> opt_outs;
};
Recipient recipient_of(pqxx::transaction_base& tx, std::int64_t user_id);
// "First Last" from the user directory, "" when unknown.
std::string display_name(pqxx::transaction_base& tx, std::int64_t user_id);

std::set<std::string> opt_outs_of(pqxx::transaction_base& tx, std::int64_t user_id);
void set_opt_out(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& preference, bool off);

// recipient: none while the user's address is not known yet (the e-mail waits for address_email); request_id: the
// request that caused it, under which it is later sent; brand: the company name and logo URL it carries (white-label).
void enqueue_email(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& kind,
                   const std::optional<std::string>& recipient, const std::string& subject, const std::string& body,
                   const std::string& request_id, const std::optional<std::string>& brand_name,
                   const std::optional<std::string>& brand_logo_url);

// The user's e-mails queued before their address was known, locked until tx ends.
struct EmailAwaitingAddress {
  std::int64_t id = 0;
  std::string body;
};
std::vector<EmailAwaitingAddress> emails_awaiting_address(pqxx::transaction_base& tx, std::int64_t user_id);
// Gives a waiting e-mail its recipient (and its body, now greeting them); the sender then takes it.
void address_email(pqxx::transaction_base& tx, std::int64_t id, const std::string& recipient, const std::string& body);
// Gives up on an e-mail that will never have an address we can send to.
void give_up_email(pqxx::transaction_base& tx, std::int64_t id, const std::string& reason);

// True, and the reminder recorded, when the receiver had no new-message e-mail for this conversation in the hour
// before at (an ISO time) and the message is at most 15 minutes old.
bool claim_message_reminder(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t user_id,
                            const std::string& at);
// The same for a direct conversation.
bool claim_direct_reminder(pqxx::transaction_base& tx, std::int64_t conversation_id, std::int64_t user_id,
                           const std::string& at);

struct QueuedEmail {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string kind;
  std::string recipient;
  std::string subject;
  std::string body;
  std::string message_id;
  std::int64_t created_epoch = 0;
  int attempts = 0;
  std::string request_id;  // its cause's
  std::optional<std::string> brand_name;
  std::optional<std::string> brand_logo_url;
};
struct DueEmails {
  std::vector<QueuedEmail> emails;
  std::string now;  // the transaction's time (ISO), at which mark_sent marks them sent
};
// Up to at_most e-mails due, most urgent first (priority, then due time), locked (FOR UPDATE SKIP LOCKED: another
// sender takes the next ones) until tx ends.
DueEmails due_emails(pqxx::transaction_base& tx, int at_most);
// Marks the e-mails sent (at DueEmails::now) and adds their events to the outbox, in one statement.
void mark_sent(pqxx::transaction_base& tx, const std::vector<std::int64_t>& ids,
               const std::vector<cw::events::OutboxRow>& events);
// Another attempt in retry_seconds, or none (give_up).
void mark_attempt_failed(pqxx::transaction_base& tx, std::int64_t id, const std::string& error, int retry_seconds,
                         bool give_up);

}  // namespace messaging::store
