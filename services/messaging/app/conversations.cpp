#include "app/conversations.hpp"

#include "app/views.hpp"
#include "store/conversation_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>

namespace messaging {

namespace {

ProjectParties parties_of(pqxx::transaction_base& tx, std::int64_t project_id) {
  auto project = store::find_project(tx, project_id);
  if (!project) throw cw::not_found(kProjectNotFound);
  return project->parties;
}

void ensure_participant(const ProjectParties& parties, std::int64_t user_id) {
  if (!is_participant(parties, user_id)) throw cw::forbidden(kNotParticipant);
}

}  // namespace

nlohmann::json Conversations::history(std::int64_t user_id, std::int64_t project_id,
                                      const std::optional<std::string>& after,
                                      const std::optional<std::string>& limit) {
  const auto after_id = history_after(after);
  const auto page_size = history_limit(limit);
  return db_.read([&](pqxx::nontransaction& tx) {
    ensure_participant(parties_of(tx, project_id), user_id);
    auto body = nlohmann::json::array();
    for (const auto& message : store::messages_of_user(tx, project_id, user_id, after_id, page_size)) {
      body.push_back(message_json(message));
    }
    return body;
  });
}

Message Conversations::send(std::int64_t sender_id, std::int64_t project_id, std::int64_t receiver_id,
                            const std::string& content) {
  const auto text = message_content(content);
  return db_.with_transaction([&](pqxx::work& tx) {
    const auto parties = parties_of(tx, project_id);
    ensure_participant(parties, sender_id);
    if (!may_talk(parties, sender_id, receiver_id)) throw cw::forbidden(kNotYourPartner);
    auto message = store::insert_message(tx, project_id, sender_id, receiver_id, text);
    cw::events::publish(tx, topic_, std::to_string(project_id), "message.sent",
                        {{"messageId", message.id},
                         {"projectId", message.project_id},
                         {"senderId", message.sender_id},
                         {"receiverId", message.receiver_id},
                         {"createdAt", message.created_at}});
    return message;
  });
}

void Conversations::check_participant(std::int64_t user_id, std::int64_t project_id) {
  db_.read([&](pqxx::nontransaction& tx) { ensure_participant(parties_of(tx, project_id), user_id); });
}

}  // namespace messaging
