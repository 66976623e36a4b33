#include "domain/notification.hpp"

namespace messaging {

NotificationDraft welcome_notification(cw::Role role, const std::string& first_name) {
  const std::string greeting = "Welcome to CabinetWorks, " + first_name + "!";
  if (role == cw::Role::engineer) {
    return {"welcome", greeting,
            "Complete your profile and pass the certification test to start bidding on cabinet projects."};
  }
  if (role == cw::Role::client) {
    return {"welcome", greeting, "Post your first cabinet project to start receiving bids from certified engineers."};
  }
  return {"welcome", greeting, "Your account is ready."};
}

namespace {
// A project whose posting the projection missed still gets a name.
std::string project_name(const std::string& title) { return title.empty() ? "your project" : "\"" + title + "\""; }
}  // namespace

NotificationDraft new_bid_notification(const std::string& project_title, const std::string& amount) {
  return {"bid", "New Bid", "An engineer bid $" + amount + " on " + project_name(project_title) + "."};
}

NotificationDraft bid_accepted_notification(const std::string& project_title, const std::string& amount) {
  return {"bid", "Bid Accepted", "Your bid of $" + amount + " on " + project_name(project_title) + " was accepted."};
}

NotificationDraft project_completed_notification(const std::string& project_title) {
  return {"project_update", "Project Update", "The client marked " + project_name(project_title) + " as completed."};
}

NotificationDraft project_cancelled_notification(const std::string& project_title) {
  return {"project_update", "Project Update", "The client cancelled " + project_name(project_title) + "."};
}

std::string project_update_text(ProjectChange change, const std::string& project_title) {
  const auto name = project_title.empty() ? std::string("The project") : "\"" + project_title + "\"";
  switch (change) {
    case ProjectChange::assigned: return name + " is now in progress: a bid was accepted.";
    case ProjectChange::completed: return name + " was marked completed.";
    case ProjectChange::cancelled: return name + " was cancelled.";
  }
  return name + " changed.";
}

}  // namespace messaging
