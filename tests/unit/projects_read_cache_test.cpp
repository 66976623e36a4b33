#include "app/read_cache.hpp"

#include <gtest/gtest.h>

using projects::ReadCache;

TEST(ReadCache, ServesWhatWasPutUntilAChange) {
  ReadCache cache;
  EXPECT_FALSE(cache.get("a").has_value());
  cache.put("a", cache.version(), {"[1]", 1});
  ASSERT_TRUE(cache.get("a").has_value());
  EXPECT_EQ(cache.get("a")->json, "[1]");
  EXPECT_EQ(cache.get("a")->total, 1);
  cache.invalidate();
  EXPECT_FALSE(cache.get("a").has_value());
}

TEST(ReadCache, AnAnswerReadBeforeAChangeIsNeverServed) {
  ReadCache cache;
  const auto version = cache.version();  // a reader starts
  cache.invalidate();                    // a change commits meanwhile
  cache.put("a", version, {"[old]", 1});
  EXPECT_FALSE(cache.get("a").has_value());
}

TEST(ReadCache, AChangeAfterThePutDropsIt) {
  ReadCache cache;
  const auto version = cache.version();
  cache.put("a", version, {"[old]", 1});
  cache.invalidate();
  cache.put("b", cache.version(), {"[new]", 1});
  EXPECT_FALSE(cache.get("a").has_value());
  EXPECT_EQ(cache.get("b")->json, "[new]");
}

TEST(ReadCache, StaysWithinItsSize) {
  ReadCache cache;
  for (std::size_t i = 0; i <= ReadCache::kMaxAnswers; ++i) cache.put(std::to_string(i), cache.version(), {"x", 0});
  std::size_t held = 0;
  for (std::size_t i = 0; i <= ReadCache::kMaxAnswers; ++i) held += cache.get(std::to_string(i)).has_value();
  EXPECT_EQ(held, ReadCache::kMaxAnswers);
  EXPECT_TRUE(cache.get(std::to_string(ReadCache::kMaxAnswers)).has_value()) << "the newest answer is kept";
}
