#pragma once
#include "domain/conversation.hpp"

#include <cw/db.hpp>
#include <cw/events/outbox.hpp>

#include <nlohmann/json.hpp>
#include <optional>
#include <unordered_map>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> conversation_queries();

// A message as the statements that read messages select it (the message, its sender's names, and its chat's id in
// chat_column: "project_id" for a project's message, "conversation_id" for a direct one).
Message read_message_row(const pqxx::row& row, const char* chat_column);

// The projection of projects.events.
void save_posted_project(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                         const std::string& title);
void save_bidder(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id, std::int64_t engineer_id);
void save_assignment(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                     std::int64_t engineer_id, std::int64_t price_cents);

struct KnownProject {
  ProjectParties parties;
  std::string title;
  std::optional<std::int64_t> price_cents;  // the accepted bid; none before bid.accepted
};
std::optional<KnownProject> find_project(pqxx::transaction_base& tx, std::int64_t project_id);
// The known projects among the ids, with one statement.
std::unordered_map<std::int64_t, KnownProject> find_projects(pqxx::transaction_base& tx,
                                                             const std::vector<std::int64_t>& project_ids);

struct NewMessage {
  std::int64_t project_id = 0;
  std::int64_t sender_id = 0;
  std::int64_t receiver_id = 0;
  std::string content;
  std::optional<std::string> client_message_id;
  // Its message.sent, made under the request that sent it; the statement that stores the message fills in the
  // message's id and time (messageId, createdAt), which only the insert knows.
  cw::events::OutboxRow sent;
};
// How many messages each of these senders stored today (UTC), direct messages included; a sender who sent none is
// absent.
std::unordered_map<std::int64_t, std::int64_t> sent_today(pqxx::transaction_base& tx,
                                                          const std::vector<std::int64_t>& sender_ids);
// Inserts the messages and the message.sent of each one stored into the outbox, with one statement (so, run alone,
// in one transaction without BEGIN and COMMIT). Ids ascend in the given order. The result is in that order too: each
// stored message, or nullopt for one whose clientMessageId its sender had already used on the project (stored
// meanwhile by another sending: not stored again, and no event).
std::vector<std::optional<Message>> insert_messages(pqxx::transaction_base& tx,
                                                    const std::vector<NewMessage>& messages);

// A sender's clientMessageId on a project: what a message sent again carries (migration 0010).
struct ClientMessageKey {
  std::int64_t sender_id = 0;
  std::int64_t project_id = 0;
  std::string client_message_id;
};
// The messages stored under these keys, in no particular order (those not stored are absent).
std::vector<Message> messages_by_client_ids(pqxx::transaction_base& tx, const std::vector<ClientMessageKey>& keys);
// The messages of the project the user sent or received, with ids above after, oldest first.
std::vector<Message> messages_of_user(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t user_id,
                                      std::int64_t after, int limit);

}  // namespace messaging::store
