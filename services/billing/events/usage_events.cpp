#include "events/usage_events.hpp"

#include "store/usage_store.hpp"

namespace billing::events {

std::vector<cw::events::Subscription> usage_subscriptions() {
  using namespace cw::events;
  return {
      on<ProjectPosted>([](pqxx::work& tx, const ProjectPosted& event) {
        store::record_posted_project(tx, event.project_id, event.client_id, event.posted_at);
      }),
      on<ProjectCompleted>(
          [](pqxx::work& tx, const ProjectCompleted& event) { store::close_project(tx, event.project_id); }),
      on<ProjectCancelled>(
          [](pqxx::work& tx, const ProjectCancelled& event) { store::close_project(tx, event.project_id); }),
      on<MessageSent>(
          [](pqxx::work& tx, const MessageSent& event) { store::count_message(tx, event.sender_id, event.created_at); }),
  };
}

}  // namespace billing::events
