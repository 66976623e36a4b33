#include "app/conversation_changes.hpp"

namespace messaging {

ConversationChanges::ConversationChanges(const std::string& database_url, Conversations& conversations)
    : parties_(
          database_url, "messaging_parties_changed",
          [&conversations](const std::string& project_id) {
            if (project_id.empty()) return conversations.forget_all_parties();
            conversations.forget_parties(std::stoll(project_id));
          },
          [&conversations] { conversations.forget_all_parties(); }),
      plans_(
          database_url, "messaging_plans_changed",
          [&conversations](const std::string& user_id) {
            if (user_id.empty()) return conversations.forget_all_plans();
            conversations.forget_plan(std::stoll(user_id));
          },
          [&conversations] { conversations.forget_all_plans(); }) {
  parties_.start();
  plans_.start();
}

void ConversationChanges::stop() {
  parties_.stop();
  plans_.stop();
}

}  // namespace messaging
