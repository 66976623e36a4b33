#include "events/usage_events.hpp"

#include "store/usage_store.hpp"

namespace billing::events {

using namespace cw::events;

void on_project_posted(pqxx::work& tx, const ProjectPosted& event) {
  store::record_posted_project(tx, event.project_id, event.client_id, event.posted_at);
}

void on_project_completed(pqxx::work& tx, const ProjectCompleted& event) { store::close_project(tx, event.project_id); }

void on_project_cancelled(pqxx::work& tx, const ProjectCancelled& event) { store::close_project(tx, event.project_id); }

namespace {

// At a few thousand messages a second, one statement a batch rather than one a message.
template <typename Sent>
void count_sent(pqxx::work& tx, const std::vector<Sent>& events) {
  std::vector<store::SentMessage> sent;
  sent.reserve(events.size());
  for (const auto& event : events) sent.push_back({event.sender_id, event.created_at});
  store::count_messages(tx, sent);
}

}  // namespace

void on_messages_sent(pqxx::work& tx, const std::vector<MessageSent>& events) { count_sent(tx, events); }

void on_direct_messages_sent(pqxx::work& tx, const std::vector<DirectMessageSent>& events) { count_sent(tx, events); }

}  // namespace billing::events
