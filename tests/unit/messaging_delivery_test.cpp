// Frames between messaging instances (realtime/delivery): routing and frame lines, each frame serialised once; the
// chat stage timing (realtime/chat_timing) and how the chat writers share the queue (realtime/message_writer).
#include "realtime/chat_timing.hpp"
#include "realtime/delivery.hpp"
#include "realtime/message_writer.hpp"

#include <cw/metrics.hpp>

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

TEST(FrameDelivery, AStampedBatchCarriesItsWallClockTimeInEveryRoutingAndAnUnstampedOneNone) {
  Delivery::Batch stamped(1'700'000'000'123'456);
  stamped.to_user_text(7, "{\"type\":\"new_message\"}", "token-1");
  stamped.to_user_text(8, "{\"type\":\"new_message\"}");
  for (const auto& frame : routed_frames(stamped.payload())) EXPECT_EQ(frame.routing["at"], 1'700'000'000'123'456);

  Delivery::Batch plain;
  plain.to_user_text(7, "{\"type\":\"new_message\"}");
  EXPECT_FALSE(routed_frames(plain.payload()).at(0).routing.contains("at"));
}

TEST(ChatTiming, EachStageIsAHistogramInMetricsThatCountsWhatItIsGiven) {
  using messaging::realtime::ChatStage;
  const auto count_of = [](const std::string& series) {
    const auto text = cw::metrics::registry().expose();
    const auto at = text.find(series + " ");
    return at == std::string::npos ? -1.0 : std::stod(text.substr(at + series.size() + 1));
  };
  messaging::realtime::observe_stage(ChatStage::store, std::chrono::microseconds(400), 3);
  messaging::realtime::observe_stage_seconds(ChatStage::redis, 0.002);
  const auto before = count_of("cw_chat_stage_seconds_count{stage=\"store\"}");
  const auto redis_before = count_of("cw_chat_stage_seconds_count{stage=\"redis\"}");
  const auto redis_sum = count_of("cw_chat_stage_seconds_sum{stage=\"redis\"}");
  messaging::realtime::observe_stage(ChatStage::store, std::chrono::microseconds(400), 3);
  messaging::realtime::observe_stage_seconds(ChatStage::redis, -0.001);  // clocks of two hosts: never below zero
  EXPECT_EQ(count_of("cw_chat_stage_seconds_count{stage=\"store\"}"), before + 3);
  EXPECT_EQ(count_of("cw_chat_stage_seconds_count{stage=\"redis\"}"), redis_before + 1);
  EXPECT_DOUBLE_EQ(count_of("cw_chat_stage_seconds_sum{stage=\"redis\"}"), redis_sum);
  messaging::realtime::observe_writer_batch(2);
  EXPECT_GE(count_of("cw_chat_writer_batch_messages_count"), 1);
}

TEST(ChatWriters, AWriterTakesOnlyMessagesNoBatchInFlightHoldsBackAndKeepsEachConversationsOrder) {
  using messaging::realtime::MessageWriter;
  const auto request = [](std::int64_t project, std::int64_t sender, std::string content) {
    return MessageWriter::Request{{sender, project, 0, std::move(content), "", std::nullopt}, "", [](auto) {}};
  };
  std::deque<MessageWriter::Request> waiting;
  waiting.push_back(request(1, 1, "a"));
  waiting.push_back(request(2, 2, "b"));  // project 2 is in another writer's batch
  waiting.push_back(request(1, 3, "c"));
  waiting.push_back(request(3, 2, "d"));  // its sender's earlier message waits: so does it
  waiting.push_back(request(4, 4, "e"));
  MessageWriter::InFlight in_flight{{2}, {}};
  std::vector<MessageWriter::Request> batch;
  MessageWriter::take_free(waiting, in_flight, batch);

  std::vector<std::string> taken;
  for (const auto& r : batch) taken.push_back(r.message.content);
  EXPECT_EQ(taken, (std::vector<std::string>{"a", "c", "e"}));
  ASSERT_EQ(waiting.size(), 2u);
  EXPECT_EQ(waiting[0].message.content, "b");
  EXPECT_EQ(waiting[1].message.content, "d");
  EXPECT_EQ(in_flight.projects, (std::unordered_set<std::int64_t>{1, 2, 4}));
  EXPECT_EQ(in_flight.senders, (std::unordered_set<std::int64_t>{1, 3, 4}));

  // Once project 2's batch is done, the second writer finds both, in their order; nothing is left behind.
  in_flight = {};
  std::vector<MessageWriter::Request> next;
  MessageWriter::take_free(waiting, in_flight, next);
  ASSERT_EQ(next.size(), 2u);
  EXPECT_EQ(next[0].message.content, "b");
  EXPECT_EQ(next[1].message.content, "d");
  EXPECT_TRUE(waiting.empty());
}

TEST(ChatWriters, ABatchStopsAtItsLargestSizeAndTheRestWaitsInOrder) {
  using messaging::realtime::MessageWriter;
  std::deque<MessageWriter::Request> waiting;
  for (std::size_t i = 0; i < MessageWriter::kMaxBatch + 3; ++i) {
    waiting.push_back({{static_cast<std::int64_t>(i), static_cast<std::int64_t>(i), 0, std::to_string(i), "", {}},
                       "", [](auto) {}});
  }
  MessageWriter::InFlight in_flight;
  std::vector<MessageWriter::Request> batch;
  MessageWriter::take_free(waiting, in_flight, batch);
  EXPECT_EQ(batch.size(), MessageWriter::kMaxBatch);
  ASSERT_EQ(waiting.size(), 3u);
  EXPECT_EQ(waiting.front().message.content, std::to_string(MessageWriter::kMaxBatch));
}
