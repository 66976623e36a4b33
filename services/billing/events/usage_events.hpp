#pragma once
// projects.events and messaging.events: the usage members are measured by against their plan's limits.
#include <cw/events.hpp>

#include <vector>

namespace billing::events {

// project.posted counts a client's project (active, and in its month); project.completed and project.cancelled
// end it.
void on_project_posted(pqxx::work& tx, const cw::events::ProjectPosted& event);
void on_project_completed(pqxx::work& tx, const cw::events::ProjectCompleted& event);
void on_project_cancelled(pqxx::work& tx, const cw::events::ProjectCancelled& event);
// message.sent, a batch at a time: counts each message for its sender on its day.
void on_messages_sent(pqxx::work& tx, const std::vector<cw::events::MessageSent>& events);
// direct_message.sent, the same way: a direct message counts as a message of its sender.
void on_direct_messages_sent(pqxx::work& tx, const std::vector<cw::events::DirectMessageSent>& events);

}  // namespace billing::events
