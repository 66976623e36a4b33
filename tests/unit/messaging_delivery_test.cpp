// Frames between messaging instances (realtime/delivery): routing and frame lines, each frame serialised once.
#include "realtime/delivery.hpp"

#include <gtest/gtest.h>

using messaging::realtime::Delivery;
using messaging::realtime::routed_frames;

TEST(FrameDelivery, ABatchReadsBackAsItsFramesInOrderWithTheirRouting) {
  Delivery::Batch batch;
  const nlohmann::json message = {{"type", "new_message"}, {"message", {{"content", "line one\nline two \"quoted\""}}}};
  batch.to_user_text(7, message.dump(), "token-1");
  batch.to_project(42, {{"type", "project_update"}});
  batch.to_audience({1, 2}, 42, {{"type", "notification"}});
  batch.to_admins({{"type", "admin_update"}});

  const auto frames = routed_frames(batch.payload());
  ASSERT_EQ(frames.size(), 4u);
  EXPECT_EQ(frames[0].routing["userId"], 7);
  EXPECT_EQ(frames[0].routing["skip"], "token-1");
  // A line break inside a message is escaped by the serialisation: the frame is still one line, unchanged.
  EXPECT_EQ(nlohmann::json::parse(frames[0].frame), message);
  EXPECT_EQ(frames[1].routing["projectId"], 42);
  EXPECT_EQ(nlohmann::json::parse(frames[1].frame)["type"], "project_update");
  EXPECT_EQ(frames[2].routing["userIds"], nlohmann::json::array({1, 2}));
  EXPECT_EQ(frames[3].routing["admins"], true);
}

TEST(FrameDelivery, APayloadThatIsNotRoutingAndFrameLinesIsPassedOverWhereItStopsMakingSense) {
  EXPECT_TRUE(routed_frames("").empty());
  EXPECT_TRUE(routed_frames("{\"userId\":1}").empty());                  // no frame line
  EXPECT_TRUE(routed_frames("{\"userId\":1}\n{\"type\":\"x\"}").empty());  // the frame line never ends
  EXPECT_TRUE(routed_frames("not json\n{}\n").empty());                    // routing that is not an object
  EXPECT_TRUE(routed_frames("[1,2]\n{}\n").empty());
  EXPECT_TRUE(routed_frames("{\"userId\":1}\n\n").empty());  // an empty frame
  const auto frames = routed_frames(std::string("\0\xff\n{}\n{\"userId\":3}\n{\"a\":1}\n", 27));
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].routing["userId"], 3);
  EXPECT_EQ(frames[0].frame, "{\"a\":1}");
}

TEST(FrameDelivery, AFrameWithTextThatIsNotUtf8IsSentWithItReplacedNeverThrown) {
  Delivery::Batch batch;
  EXPECT_NO_THROW(batch.to_user(5, nlohmann::json{{"type", "notification"}, {"title", std::string("caf\xe9")}}));
  const auto frames = routed_frames(batch.payload());
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_TRUE(nlohmann::json::parse(frames[0].frame)["title"].is_string());
}
