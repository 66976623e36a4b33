#pragma once
#include <cw/caller.hpp>

#include <cstdint>
#include <string>

namespace messaging {

struct Notification {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string type;  // message, project_update, bid, or another kind shown with the default icon
  std::string title;
  std::string message;
  bool read = false;
  std::string created_at;
};

// What a new member is told on arrival; the wording depends on what they came to do.
struct NotificationDraft {
  std::string type;
  std::string title;
  std::string message;
};
NotificationDraft welcome_notification(cw::Role role, const std::string& first_name);

// What the projects service's events tell the other party (docs/dev-contract.md "Messaging").
NotificationDraft new_bid_notification(const std::string& project_title, const std::string& amount);
NotificationDraft bid_accepted_notification(const std::string& project_title, const std::string& amount);
NotificationDraft project_completed_notification(const std::string& project_title);
NotificationDraft project_cancelled_notification(const std::string& project_title);

// What every socket watching a project (join_project) is told when it changes: words for both parties.
enum class ProjectChange { assigned, completed, cancelled };
std::string project_update_text(ProjectChange change, const std::string& project_title);

}  // namespace messaging
