#pragma once
// What one event's handler tells members, inside the consumer's transaction: notifications (stored once per event,
// user and kind; pushed live to every socket of the member and e-mailed with their link, as the member's e-mail
// preferences allow) and frames that make open screens refetch (project_update to both parties and the project's
// watchers, admin_update to admins). The frames leave only once the transaction has committed (send()).
#include "app/emails.hpp"
#include "domain/notification.hpp"
#include "realtime/delivery.hpp"
#include "store/conversation_store.hpp"

#include <cw/db.hpp>

#include <string>
#include <unordered_map>
#include <vector>

namespace messaging::events {

// The project as messaging's projection knows it (an id and no title before it heard of it).
ProjectRef project_ref(const std::optional<store::KnownProject>& known, std::int64_t project_id);

class Telling {
 public:
  // With its own e-mail (new_bid, bid_accepted, the application's decision): the notification does not send another.
  enum class Email { as_notification, its_own };

  Telling(pqxx::work& tx, std::string event_id, realtime::Delivery& delivery, Emails& emails)
      : tx_(tx), event_id_(std::move(event_id)), delivery_(delivery), emails_(emails) {}

  // Stores it unless this event already gave the user this kind; a new one goes live and, unless Email::its_own, by
  // e-mail.
  void notify(std::int64_t user_id, const NotificationDraft& draft, Email email = Email::as_notification);
  // A notification an earlier event owed (it waited until its member was known): stored once per that event.
  void notify_for_event(const std::string& event_id, std::int64_t user_id, const NotificationDraft& draft);
  // The project as messaging knows it (none before it heard of it), read once per event whoever asks.
  const std::optional<store::KnownProject>& project(std::int64_t project_id);
  // The event being handled (its id keys what it tells).
  const std::string& event_id() const { return event_id_; }
  // A project_update frame to each socket of the users (the parties) and of the project's watchers.
  void project_changed(std::int64_t project_id, const std::vector<std::int64_t>& parties,
                       const std::vector<std::string>& changed, const std::optional<std::string>& message = {});
  void admins_changed(const std::vector<std::string>& changed);
  // Hands the frames to delivery for after the commit (none when the transaction rolls back: the event comes again).
  void send();

 private:
  void tell(const std::string& event_id, std::int64_t user_id, const NotificationDraft& draft, Email email);
  std::optional<EmailBrand> brand_of(const std::optional<std::int64_t>& project_id);

  pqxx::work& tx_;
  std::string event_id_;
  realtime::Delivery& delivery_;
  Emails& emails_;
  realtime::Delivery::Batch frames_;
  // Looked up once for the event's handler and its e-mails (a stage payment tells and e-mails both parties).
  std::unordered_map<std::int64_t, std::optional<store::KnownProject>> projects_;
  std::unordered_map<std::int64_t, std::optional<EmailBrand>> brands_;
};

}  // namespace messaging::events
