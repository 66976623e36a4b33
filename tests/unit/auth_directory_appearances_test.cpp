// Directory appearances (services/auth/domain/directory_appearance.hpp): who counts as a viewer, the bounded buffer
// that keeps each (day, engineer, viewer) once, and the batches one write publishes.
#include "domain/directory_appearance.hpp"

#include <gtest/gtest.h>

namespace {

using auth::Appearance;
using auth::AppearanceBuffer;
using auth::DirectoryViewer;
using auth::NewViewers;

const DirectoryViewer kVisitor{"visitor:abc", std::nullopt};

TEST(DirectoryViewer, AMemberByAccountAVisitorByFingerprintAnAdminNotAtAll) {
  auto member = auth::directory_viewer(cw::Caller{7, cw::Role::client}, "ignored");
  ASSERT_TRUE(member);
  EXPECT_EQ(member->key, "user:7");
  EXPECT_EQ(member->user_id, 7);
  auto engineer = auth::directory_viewer(cw::Caller{9, cw::Role::engineer}, "");
  ASSERT_TRUE(engineer);
  EXPECT_EQ(engineer->key, "user:9");
  auto visitor = auth::directory_viewer(std::nullopt, "abc");
  ASSERT_TRUE(visitor);
  EXPECT_EQ(visitor->key, "visitor:abc");
  EXPECT_FALSE(visitor->user_id);
  EXPECT_FALSE(auth::directory_viewer(cw::Caller{1, cw::Role::admin}, "abc"));
}

TEST(AppearanceBuffer, KeepsEachViewerOncePerEngineerAndDay) {
  AppearanceBuffer buffer(100);
  EXPECT_EQ(buffer.record("2026-11-28", kVisitor, {1, 2, 3}), 0u);
  EXPECT_EQ(buffer.record("2026-11-28", kVisitor, {3, 2, 1}), 0u);  // the same page again, or a cached one
  EXPECT_EQ(buffer.size(), 3u);
  buffer.record("2026-11-28", {"user:5", 5}, {1, 2});
  buffer.record("2026-11-29", kVisitor, {1});  // another day counts again
  EXPECT_EQ(buffer.size(), 6u);
  const auto taken = buffer.take();
  EXPECT_EQ(taken.size(), 6u);
  EXPECT_TRUE(taken.contains(Appearance{"2026-11-29", 1, "visitor:abc"}));
  EXPECT_TRUE(taken.contains(Appearance{"2026-11-28", 2, "user:5"}));
  EXPECT_EQ(buffer.size(), 0u);
}

TEST(AppearanceBuffer, AnEngineersOwnCardIsNotCounted) {
  AppearanceBuffer buffer(100);
  buffer.record("2026-11-28", {"user:4", 4}, {3, 4, 5});
  const auto taken = buffer.take();
  EXPECT_EQ(taken, (std::set<Appearance>{{"2026-11-28", 3, "user:4"}, {"2026-11-28", 5, "user:4"}}));
}

TEST(AppearanceBuffer, AFloodOfViewersIsCappedAndWhatIsDroppedIsCounted) {
  AppearanceBuffer buffer(5);
  std::size_t dropped = 0;
  for (int viewer = 0; viewer < 100; ++viewer) {
    dropped += buffer.record("2026-11-28", {"visitor:" + std::to_string(viewer), std::nullopt}, {1, 2});
  }
  EXPECT_EQ(buffer.size(), 5u);
  EXPECT_EQ(dropped, 195u);
  // What is already kept is still recorded without loss when full.
  EXPECT_EQ(buffer.record("2026-11-28", {"visitor:0", std::nullopt}, {1, 2}), 0u);
  // Emptied by a write, it takes new ones again.
  buffer.take();
  EXPECT_EQ(buffer.record("2026-11-28", {"visitor:new", std::nullopt}, {1}), 0u);
}

TEST(AppearanceBuffer, AFailedWriteIsPutBackAsFarAsRoomAllows) {
  AppearanceBuffer buffer(3);
  buffer.record("2026-11-28", kVisitor, {1, 2});
  auto failed = buffer.take();
  buffer.record("2026-11-28", kVisitor, {2, 3});  // came while the write failed; 2 again
  EXPECT_EQ(buffer.restore(failed), 0u);
  EXPECT_EQ(buffer.size(), 3u);
  EXPECT_EQ(buffer.restore({{"2026-11-28", 9, "visitor:abc"}, {"2026-11-28", 1, "visitor:abc"}}), 1u);
  EXPECT_EQ(buffer.size(), 3u);
}

TEST(AppearanceBatches, GroupByDayInOrderAndSplitLargeWrites) {
  std::vector<NewViewers> found{{"2026-11-28", 3, 1}, {"2026-11-27", 9, 2}, {"2026-11-28", 1, 4},
                                {"2026-11-28", 2, 1}, {"2026-11-28", 5, 0}};
  const auto batches = auth::appearance_batches(found, 2);
  ASSERT_EQ(batches.size(), 3u);
  EXPECT_EQ(batches[0].day, "2026-11-27");
  EXPECT_EQ(batches[0].engineers, (std::vector<std::pair<std::int64_t, std::int64_t>>{{9, 2}}));
  EXPECT_EQ(batches[1].day, "2026-11-28");
  EXPECT_EQ(batches[1].engineers, (std::vector<std::pair<std::int64_t, std::int64_t>>{{1, 4}, {2, 1}}));
  EXPECT_EQ(batches[2].day, "2026-11-28");
  EXPECT_EQ(batches[2].engineers, (std::vector<std::pair<std::int64_t, std::int64_t>>{{3, 1}}));  // 5: none new
  EXPECT_TRUE(auth::appearance_batches({}, 500).empty());
}

TEST(AppearanceBatches, AThousandEngineersMakeTwoEventsOfFiveHundred) {
  std::vector<NewViewers> found;
  for (std::int64_t engineer = 1; engineer <= 1000; ++engineer) found.push_back({"2026-11-28", engineer, 1});
  const auto batches = auth::appearance_batches(found, 500);
  ASSERT_EQ(batches.size(), 2u);
  EXPECT_EQ(batches[0].engineers.size(), 500u);
  EXPECT_EQ(batches[1].engineers.front().first, 501);
}

}  // namespace
