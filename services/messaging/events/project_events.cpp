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

// Stores the notification; it goes live to the user's open sockets, wherever they are connected, at commit.
void notify(pqxx::work& tx, realtime::Delivery::Batch& frames, std::int64_t user_id, const NotificationDraft& draft) {
  frames.to_user(user_id, notification_frame(store::insert_notification(tx, user_id, draft)));
}

// Tells every socket watching the project (join_project) what changed, in words for both parties.
void tell_watchers(realtime::Delivery::Batch& frames, std::int64_t project_id, ProjectChange change,
                   const std::string& title) {
  frames.to_project(project_id, project_update_frame(project_id, project_update_text(change, title)));
}

// A handler whose frames leave when the consumer's transaction has committed, and only then: a failed commit (the
// event comes again) shows nothing twice. They go out with one Redis PUBLISH, heard by every instance; should this
// process stop between the commit and the PUBLISH, the stored notifications show at the users' next fetch.
using FramingHandler =
    std::function<void(pqxx::work& tx, const cw::events::Envelope& event, realtime::Delivery::Batch& frames)>;
cw::events::EventHandler at_commit(realtime::Delivery& delivery, FramingHandler handler) {
  return [&delivery, handler = std::move(handler)](pqxx::work& tx, const cw::events::Envelope& event) {
    auto frames = std::make_shared<realtime::Delivery::Batch>();
    handler(tx, event, *frames);
    if (!frames->empty()) cw::db::after_commit([&delivery, frames] { delivery.send(*frames); });
  };
}

}  // namespace

std::map<std::string, cw::events::EventHandler> project_event_handlers(realtime::Delivery& delivery) {
  return {
      {"project.posted",
       [](pqxx::work& tx, const cw::events::Envelope& event) {
         store::save_posted_project(tx, id_of(event, "projectId"), id_of(event, "clientId"), text_of(event, "title"));
       }},
      {"bid.placed", at_commit(delivery, [](pqxx::work& tx, const cw::events::Envelope& event, auto& frames) {
         const auto project_id = id_of(event, "projectId");
         const auto client_id = id_of(event, "clientId");
         store::save_bidder(tx, project_id, client_id, id_of(event, "engineerId"));
         notify(tx, frames, client_id, new_bid_notification(title_of(tx, project_id), text_of(event, "amount")));
       })},
      {"bid.accepted", at_commit(delivery, [](pqxx::work& tx, const cw::events::Envelope& event, auto& frames) {
         const auto project_id = id_of(event, "projectId");
         const auto engineer_id = id_of(event, "engineerId");
         store::save_assignment(tx, project_id, id_of(event, "clientId"), engineer_id);
         const auto title = title_of(tx, project_id);
         notify(tx, frames, engineer_id, bid_accepted_notification(title, text_of(event, "amount")));
         tell_watchers(frames, project_id, ProjectChange::assigned, title);
       })},
      {"project.completed", at_commit(delivery, [](pqxx::work& tx, const cw::events::Envelope& event, auto& frames) {
         const auto project_id = id_of(event, "projectId");
         const auto title = title_of(tx, project_id);
         notify(tx, frames, id_of(event, "engineerId"), project_completed_notification(title));
         tell_watchers(frames, project_id, ProjectChange::completed, title);
       })},
      {"project.cancelled", at_commit(delivery, [](pqxx::work& tx, const cw::events::Envelope& event, auto& frames) {
         const auto project_id = id_of(event, "projectId");
         auto project = store::find_project(tx, project_id);
         const auto title = project ? project->title : std::string();
         const auto draft = project_cancelled_notification(title);
         // A posted project has no engineer yet: the engineers who bid on it are the other party.
         for (auto engineer_id : project ? project->parties.bidders : std::vector<std::int64_t>{}) {
           notify(tx, frames, engineer_id, draft);
         }
         tell_watchers(frames, project_id, ProjectChange::cancelled, title);
       })},
  };
}

}  // namespace messaging::events
