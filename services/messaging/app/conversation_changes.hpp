#pragma once
// What Conversations keeps in memory (the parties of each project, the members' plans) is forgotten when PostgreSQL
// says it changed, whoever changed it (the triggers of migrations 0003 and 0012).
#include "app/conversations.hpp"

#include <cw/change_listener.hpp>

#include <string>

namespace messaging {

class ConversationChanges {
 public:
  // Listens from now on.
  ConversationChanges(const std::string& database_url, Conversations& conversations);
  void stop();

 private:
  cw::db::ChangeListener parties_;
  cw::db::ChangeListener plans_;
};

}  // namespace messaging
