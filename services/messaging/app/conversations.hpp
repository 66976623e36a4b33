#pragma once
// Use cases of project chats: history, sending (stored with its message.sent event), joining a project's updates.
#include "domain/conversation.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace messaging {

class Conversations {
 public:
  Conversations(cw::db::Pool& db, std::string topic) : db_(db), topic_(std::move(topic)) {}

  // The caller's messages of the project, oldest first; throws not_found / forbidden / invalid.
  nlohmann::json history(std::int64_t user_id, std::int64_t project_id, const std::optional<std::string>& after,
                         const std::optional<std::string>& limit);
  // Stores the message and its message.sent event in one transaction; throws not_found / forbidden / invalid.
  Message send(std::int64_t sender_id, std::int64_t project_id, std::int64_t receiver_id, const std::string& content);
  // Throws unless the user takes part in the project.
  void check_participant(std::int64_t user_id, std::int64_t project_id);

 private:
  cw::db::Pool& db_;
  std::string topic_;
};

}  // namespace messaging
