#include "events/telling.hpp"

#include "app/views.hpp"
#include "store/notification_store.hpp"

#include <memory>

namespace messaging::events {

ProjectRef project_ref(const std::optional<store::KnownProject>& known, std::int64_t project_id) {
  if (!known) return {project_id, "", std::nullopt};
  return {project_id, known->title, known->price_cents};
}

void Telling::notify(std::int64_t user_id, const NotificationDraft& draft, Email email) {
  tell(event_id_, user_id, draft, email);
}

void Telling::notify_for_event(const std::string& event_id, std::int64_t user_id, const NotificationDraft& draft) {
  tell(event_id, user_id, draft, Email::as_notification);
}

void Telling::tell(const std::string& event_id, std::int64_t user_id, const NotificationDraft& draft, Email email) {
  auto stored = draft.kind ? store::insert_notification_once(tx_, user_id, draft, event_id)
                           : std::optional<Notification>(store::insert_notification(tx_, user_id, draft));
  if (!stored) return;  // this event told them before (a replay)
  frames_.to_user(user_id, notification_frame(*stored));
  if (email == Email::as_notification && draft.kind && draft.link) {
    emails_.on_notification(tx_, user_id, *draft.kind, draft.title, draft.message, *draft.link,
                            brand_of(draft.project_id));
  }
}

const std::optional<store::KnownProject>& Telling::project(std::int64_t project_id) {
  auto known = projects_.find(project_id);
  if (known == projects_.end()) known = projects_.emplace(project_id, store::find_project(tx_, project_id)).first;
  return known->second;
}

std::optional<EmailBrand> Telling::brand_of(const std::optional<std::int64_t>& project_id) {
  if (!project_id) return std::nullopt;
  auto known = brands_.find(*project_id);
  if (known == brands_.end()) {
    known = brands_.emplace(*project_id, emails_.brand_of_project(tx_, project(*project_id))).first;
  }
  return known->second;
}

void Telling::project_changed(std::int64_t project_id, const std::vector<std::int64_t>& parties,
                              const std::vector<std::string>& changed, const std::optional<std::string>& message) {
  frames_.to_audience(parties, project_id, project_update_frame(project_id, changed, message));
}

void Telling::admins_changed(const std::vector<std::string>& changed) {
  frames_.to_admins(admin_update_frame(changed));
}

// The frames leave with one Redis PUBLISH, heard by every instance; should this process stop between the commit and
// the PUBLISH, the stored notifications show at the users' next fetch.
void Telling::send() {
  if (frames_.empty()) return;
  auto frames = std::make_shared<realtime::Delivery::Batch>(std::move(frames_));
  cw::db::after_commit([&delivery = delivery_, frames] { delivery.send(*frames); });
  frames_ = {};
}

}  // namespace messaging::events
