#include "events/project_events.hpp"

#include "app/views.hpp"
#include "store/conversation_store.hpp"
#include "store/notification_store.hpp"

namespace messaging::events {

namespace {

std::int64_t id_of(const cw::events::Envelope& event, const char* name) { return event.data.at(name).get<std::int64_t>(); }

std::string text_of(const cw::events::Envelope& event, const char* name) {
  return event.data.at(name).get<std::string>();
}

std::string title_of(pqxx::work& tx, std::int64_t project_id) {
  auto project = store::find_project(tx, project_id);
  return project ? project->title : std::string();
}

// Stores the notification and pushes it to the user's open sockets, wherever they are connected.
// The push goes out before the consumer commits: should the commit fail, the event comes again and the user may
// see the notification twice live, but it is stored once.
void notify(pqxx::work& tx, realtime::Delivery& delivery, std::int64_t user_id, const NotificationDraft& draft) {
  delivery.to_user(user_id, notification_frame(store::insert_notification(tx, user_id, draft)));
}

// Tells every socket watching the project (join_project) what changed, in words for both parties.
void tell_watchers(realtime::Delivery& delivery, std::int64_t project_id, ProjectChange change, const std::string& title) {
  delivery.to_project(project_id, project_update_frame(project_id, project_update_text(change, title)));
}

}  // namespace

std::map<std::string, cw::events::EventHandler> project_event_handlers(realtime::Delivery& delivery) {
  return {
      {"project.posted",
       [](pqxx::work& tx, const cw::events::Envelope& event) {
         store::save_posted_project(tx, id_of(event, "projectId"), id_of(event, "clientId"), text_of(event, "title"));
       }},
      {"bid.placed",
       [&delivery](pqxx::work& tx, const cw::events::Envelope& event) {
         const auto project_id = id_of(event, "projectId");
         const auto client_id = id_of(event, "clientId");
         store::save_bidder(tx, project_id, client_id, id_of(event, "engineerId"));
         notify(tx, delivery, client_id, new_bid_notification(title_of(tx, project_id), text_of(event, "amount")));
       }},
      {"bid.accepted",
       [&delivery](pqxx::work& tx, const cw::events::Envelope& event) {
         const auto project_id = id_of(event, "projectId");
         const auto engineer_id = id_of(event, "engineerId");
         store::save_assignment(tx, project_id, id_of(event, "clientId"), engineer_id);
         const auto title = title_of(tx, project_id);
         const auto draft = bid_accepted_notification(title, text_of(event, "amount"));
         notify(tx, delivery, engineer_id, draft);
         tell_watchers(delivery, project_id, ProjectChange::assigned, title);
       }},
      {"project.completed",
       [&delivery](pqxx::work& tx, const cw::events::Envelope& event) {
         const auto project_id = id_of(event, "projectId");
         const auto title = title_of(tx, project_id);
         notify(tx, delivery, id_of(event, "engineerId"), project_completed_notification(title));
         tell_watchers(delivery, project_id, ProjectChange::completed, title);
       }},
      {"project.cancelled",
       [&delivery](pqxx::work& tx, const cw::events::Envelope& event) {
         const auto project_id = id_of(event, "projectId");
         auto project = store::find_project(tx, project_id);
         const auto title = project ? project->title : std::string();
         const auto draft = project_cancelled_notification(title);
         // A posted project has no engineer yet: the engineers who bid on it are the other party.
         for (auto engineer_id : project ? project->parties.bidders : std::vector<std::int64_t>{}) {
           notify(tx, delivery, engineer_id, draft);
         }
         tell_watchers(delivery, project_id, ProjectChange::cancelled, title);
       }},
  };
}

}  // namespace messaging::events
