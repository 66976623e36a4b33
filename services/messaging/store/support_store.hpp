#pragma once
// The SQL of support conversations and their messages (migrations 0025 and 0026).
#include "domain/support.hpp"

#include <cw/db.hpp>

#include <optional>
#include <string>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> support_queries();

// The member's open conversation, opened now (created) unless they have one.
struct OpenedSupport {
  SupportConversation conversation;
  bool created = false;
};
OpenedSupport open_member_support(pqxx::transaction_base& tx, std::int64_t member_id, const std::string& client_address,
                                  bool priority);
SupportConversation insert_visitor_support(pqxx::transaction_base& tx, const std::string& name,
                                           const std::string& email, const std::string& token_hash,
                                           const std::string& client_address);

std::optional<SupportConversation> find_support(pqxx::transaction_base& tx, std::int64_t id);
// The member's latest conversation, an open one before any closed one.
std::optional<SupportConversation> latest_support_of(pqxx::transaction_base& tx, std::int64_t member_id);
// The conversation of a visitor's cookie token (by its hash).
std::optional<std::int64_t> support_of_visitor(pqxx::transaction_base& tx, const std::string& token_hash);

// Stores the message and moves the conversation on: an admin's answer ends the wait (and takes the conversation
// for them if nobody had), a member's or visitor's message starts one unless it is waiting already.
SupportMessage insert_support_message(pqxx::transaction_base& tx, std::int64_t conversation_id, SupportAuthor author,
                                      std::optional<std::int64_t> sender_id, const std::string& content);
// The conversation's messages with ids above after, oldest first.
std::vector<SupportMessage> support_messages(pqxx::transaction_base& tx, std::int64_t conversation_id,
                                             std::int64_t after, int limit);

// One line of the admins' queue: the conversation, who opened it, how long they have waited, the last message.
struct SupportQueueEntry {
  SupportConversation conversation;
  std::string name;   // the member's name or the visitor's
  std::string email;  // the member's address (when known) or the visitor's
  std::int64_t waiting_seconds = 0;  // 0 when answered
  std::optional<SupportMessage> last_message;
};
// Open (or closed) conversations: priority first, then the longest waiting, then the oldest.
std::vector<SupportQueueEntry> support_queue(pqxx::transaction_base& tx, bool open, int limit);

// Closes the conversation (no effect when closed already); nullopt when there is none.
std::optional<SupportConversation> close_support(pqxx::transaction_base& tx, std::int64_t id, std::int64_t admin_id);

// The one-use link that gives a visitor their cookie back: stores its hash (replacing an earlier one).
void set_support_resume(pqxx::transaction_base& tx, std::int64_t id, const std::string& resume_hash);
// Uses the link once: the conversation, now reached with the new cookie token (the old one is forgotten).
std::optional<std::int64_t> resume_support(pqxx::transaction_base& tx, const std::string& resume_hash,
                                           const std::string& new_token_hash);

// True, and recorded, when the conversation had no answer e-mailed in the hour before now.
bool claim_support_reminder(pqxx::transaction_base& tx, std::int64_t conversation_id);

}  // namespace messaging::store
