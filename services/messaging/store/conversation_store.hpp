#pragma once
#include "domain/conversation.hpp"

#include <cw/db.hpp>

#include <optional>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> conversation_queries();

// The projection of projects.events.
void save_posted_project(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                         const std::string& title);
void save_bidder(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id, std::int64_t engineer_id);
void save_assignment(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                     std::int64_t engineer_id);

struct KnownProject {
  ProjectParties parties;
  std::string title;
};
std::optional<KnownProject> find_project(pqxx::transaction_base& tx, std::int64_t project_id);

Message insert_message(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t sender_id,
                       std::int64_t receiver_id, const std::string& content);
// The messages of the project the user sent or received, with ids above after, oldest first.
std::vector<Message> messages_of_user(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t user_id,
                                      std::int64_t after, int limit);

}  // namespace messaging::store
