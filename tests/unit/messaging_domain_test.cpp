#include "domain/notification.hpp"

#include <gtest/gtest.h>

TEST(WelcomeNotification, DependsOnWhatTheMemberCameToDo) {
  auto engineer = messaging::welcome_notification("engineer", "Ada");
  EXPECT_EQ(engineer.title, "Welcome to CabinetWorks, Ada!");
  EXPECT_NE(engineer.message.find("certification"), std::string::npos);
  auto client = messaging::welcome_notification("client", "Bo");
  EXPECT_NE(client.message.find("Post your first cabinet project"), std::string::npos);
}
