#pragma once
// The SQL of direct conversations and their messages (migration 0018).
#include "domain/conversation.hpp"
#include "domain/direct_conversation.hpp"

#include <cw/db.hpp>

#include <optional>
#include <string>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> direct_queries();

// Whether messaging's user directory (user.registered) knows the user.
bool user_known(pqxx::transaction_base& tx, std::int64_t user_id);

std::optional<DirectConversation> find_direct(pqxx::transaction_base& tx, std::int64_t conversation_id);
// The conversation of the pair, whoever started it.
std::optional<DirectConversation> find_pair(pqxx::transaction_base& tx, std::int64_t member, std::int64_t other);
// The pair's conversation, started now by starter unless one exists already (then that one, and created is false).
struct StartedConversation {
  DirectConversation conversation;
  bool created = false;
};
StartedConversation start_direct(pqxx::transaction_base& tx, std::int64_t starter_id, std::int64_t recipient_id);

// One entry of a member's list: the conversation as they see it.
struct DirectSummary {
  DirectConversation conversation;
  std::int64_t other_id = 0;
  std::string other_first_name;  // '' while the directory has not heard of them
  std::string other_last_name;
  std::string created_at;
  std::string last_message_at;
  std::optional<Message> last_message;
  std::int64_t unread = 0;  // messages from the other member after the last one the member read
};
// The member's conversations, newest activity first.
std::vector<DirectSummary> directs_of(pqxx::transaction_base& tx, std::int64_t user_id);
std::optional<DirectSummary> direct_summary(pqxx::transaction_base& tx, std::int64_t conversation_id,
                                            std::int64_t user_id);

// Stores the message and moves the conversation's activity and the sender's read state to it; nullopt when its
// clientMessageId was already used by the sender in the conversation (nothing stored).
std::optional<Message> insert_direct_message(pqxx::transaction_base& tx, std::int64_t conversation_id,
                                             std::int64_t sender_id, std::int64_t receiver_id,
                                             const std::string& content,
                                             const std::optional<std::string>& client_message_id);
std::optional<Message> direct_message_by_client_id(pqxx::transaction_base& tx, std::int64_t conversation_id,
                                                   std::int64_t sender_id, const std::string& client_message_id);
// The conversation's messages with ids above after, oldest first.
std::vector<Message> direct_messages(pqxx::transaction_base& tx, std::int64_t conversation_id, std::int64_t after,
                                     int limit);
// The member has read the conversation up to this message (never moves back).
void mark_direct_read(pqxx::transaction_base& tx, std::int64_t conversation_id, std::int64_t user_id,
                      std::int64_t message_id);
// The member blocks (or unblocks) the other member of the conversation.
void set_direct_block(pqxx::transaction_base& tx, std::int64_t conversation_id, std::int64_t user_id, bool blocked);

}  // namespace messaging::store
