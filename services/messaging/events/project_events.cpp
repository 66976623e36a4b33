#include "events/project_events.hpp"

#include "app/views.hpp"
#include "store/conversation_store.hpp"
#include "store/notification_store.hpp"

namespace messaging::events {

using namespace cw::events;

namespace {

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

// The frames an event's handler made leave when the consumer's transaction has committed, and only then: a failed
// commit (the event comes again) shows nothing twice. They go out with one Redis PUBLISH, heard by every instance;
// should this process stop between the commit and the PUBLISH, the stored notifications show at the users' next
// fetch.
void send_at_commit(realtime::Delivery& delivery, realtime::Delivery::Batch frames) {
  if (frames.empty()) return;
  cw::db::after_commit([&delivery, frames = std::make_shared<realtime::Delivery::Batch>(std::move(frames))] {
    delivery.send(*frames);
  });
}

}  // namespace

void on_project_posted(pqxx::work& tx, const ProjectPosted& event) {
  store::save_posted_project(tx, event.project_id, event.client_id, event.title);
}

void on_bid_placed(pqxx::work& tx, const BidPlaced& event, realtime::Delivery& delivery, Emails& emails) {
  realtime::Delivery::Batch frames;
  store::save_bidder(tx, event.project_id, event.client_id, event.engineer_id);
  const auto title = title_of(tx, event.project_id);
  notify(tx, frames, event.client_id, new_bid_notification(title, event.amount.format()));
  emails.on_bid_placed(tx, event, title);
  send_at_commit(delivery, std::move(frames));
}

void on_bid_accepted(pqxx::work& tx, const BidAccepted& event, realtime::Delivery& delivery, Emails& emails) {
  realtime::Delivery::Batch frames;
  store::save_assignment(tx, event.project_id, event.client_id, event.engineer_id);
  const auto title = title_of(tx, event.project_id);
  notify(tx, frames, event.engineer_id, bid_accepted_notification(title, event.amount.format()));
  tell_watchers(frames, event.project_id, ProjectChange::assigned, title);
  emails.on_bid_accepted(tx, event, title);
  send_at_commit(delivery, std::move(frames));
}

void on_messages_sent(pqxx::work& tx, const std::vector<MessageSent>& events, Emails& emails) {
  emails.on_messages_sent(tx, events, [&](std::int64_t project_id) { return title_of(tx, project_id); });
}

void on_project_completed(pqxx::work& tx, const ProjectCompleted& event, realtime::Delivery& delivery) {
  realtime::Delivery::Batch frames;
  const auto title = title_of(tx, event.project_id);
  notify(tx, frames, event.engineer_id, project_completed_notification(title));
  tell_watchers(frames, event.project_id, ProjectChange::completed, title);
  send_at_commit(delivery, std::move(frames));
}

void on_project_cancelled(pqxx::work& tx, const ProjectCancelled& event, realtime::Delivery& delivery) {
  realtime::Delivery::Batch frames;
  auto project = store::find_project(tx, event.project_id);
  const auto title = project ? project->title : std::string();
  const auto draft = project_cancelled_notification(title);
  // A posted project has no engineer yet: the engineers who bid on it are the other party.
  for (auto engineer_id : project ? project->parties.bidders : std::vector<std::int64_t>{}) {
    notify(tx, frames, engineer_id, draft);
  }
  tell_watchers(frames, event.project_id, ProjectChange::cancelled, title);
  send_at_commit(delivery, std::move(frames));
}

}  // namespace messaging::events
