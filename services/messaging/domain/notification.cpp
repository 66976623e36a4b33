#include "domain/notification.hpp"

namespace messaging {

NotificationDraft welcome_notification(const std::string& role, const std::string& first_name) {
  const std::string greeting = "Welcome to CabinetWorks, " + first_name + "!";
  if (role == "engineer") {
    return {"welcome", greeting,
            "Complete your profile and pass the certification test to start bidding on cabinet projects."};
  }
  if (role == "client") {
    return {"welcome", greeting, "Post your first cabinet project to start receiving bids from certified engineers."};
  }
  return {"welcome", greeting, "Your account is ready."};
}

}  // namespace messaging
