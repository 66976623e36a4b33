#include "app/read_cache.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

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

TEST(ReadCache, AnswersReadTogetherDoNotAllExpireTogether) {
  using std::chrono::milliseconds;
  const milliseconds longest = ReadCache::kLifetime;
  const milliseconds shortest = longest * 4 / 5;
  milliseconds least = longest;
  milliseconds most = milliseconds::zero();
  for (int id = 1; id <= 10'000; ++id) {
    const auto lifetime = ReadCache::lifetime_of("project\n" + std::to_string(id));
    ASSERT_GT(lifetime, shortest);
    ASSERT_LE(lifetime, longest);
    least = std::min(least, lifetime);
    most = std::max(most, lifetime);
  }
  EXPECT_GT(most - least, (longest - shortest) * 9 / 10) << "spread over the whole fifth";
  EXPECT_EQ(ReadCache::lifetime_of("project\n7"), ReadCache::lifetime_of("project\n7"));
}

// Waits (up to a deadline) until done() holds; false if it never did.
template <typename Done>
bool eventually(Done done) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

// A read the test holds open until release(), counting how often it ran.
class HeldRead {
 public:
  explicit HeldRead(std::string json) : json_(std::move(json)), released_(release_.get_future().share()) {}
  ReadCache::Answer operator()() {
    ++started_;
    released_.wait();
    if (json_.empty()) throw std::runtime_error("the database is gone");
    return {json_, 1};
  }
  void release() { release_.set_value(); }
  int started() const { return started_.load(); }

 private:
  std::string json_;
  std::promise<void> release_;
  std::shared_future<void> released_;
  std::atomic<int> started_{0};
};

TEST(ReadCache, ConcurrentMissesOfOneKeyShareOneRead) {
  ReadCache cache;
  HeldRead read("[1]");
  constexpr int kCallers = 8;
  std::vector<std::future<std::string>> answers;
  answers.push_back(std::async(std::launch::async, [&] { return cache.get_or_read("a", std::ref(read)).json; }));
  ASSERT_TRUE(eventually([&] { return read.started() == 1; }));
  for (int i = 1; i < kCallers; ++i) {
    answers.push_back(std::async(std::launch::async, [&] { return cache.get_or_read("a", std::ref(read)).json; }));
  }
  ASSERT_TRUE(eventually([&] { return cache.shared_reads() == kCallers - 1; }));
  read.release();
  for (auto& answer : answers) EXPECT_EQ(answer.get(), "[1]");
  EXPECT_EQ(read.started(), 1);
  EXPECT_EQ(cache.get("a")->json, "[1]");
}

TEST(ReadCache, AMissAfterAChangeDoesNotShareAReadFromBeforeIt) {
  ReadCache cache;
  HeldRead before("[old]");
  auto first = std::async(std::launch::async, [&] { return cache.get_or_read("a", std::ref(before)).json; });
  ASSERT_TRUE(eventually([&] { return before.started() == 1; }));
  cache.invalidate();  // a change commits while the first read is under way
  HeldRead after("[new]");
  after.release();
  auto second = std::async(std::launch::async, [&] { return cache.get_or_read("a", std::ref(after)).json; });
  // Joined to the older read, it would wait for it: no answer while that read is held.
  const bool answered_alone = second.wait_for(std::chrono::seconds(10)) == std::future_status::ready;
  before.release();
  ASSERT_TRUE(answered_alone) << "read anew, not joined to the older read";
  EXPECT_EQ(second.get(), "[new]");
  EXPECT_EQ(cache.shared_reads(), 0U);
  EXPECT_EQ(first.get(), "[old]") << "the older read still answers its own caller";
  EXPECT_EQ(cache.get("a")->json, "[new]") << "and does not replace what was read after the change";
  // The older read finishing must not have taken the newer one's place: the next miss shares nothing stale.
  cache.invalidate();
  HeldRead latest("[latest]");
  latest.release();
  EXPECT_EQ(cache.get_or_read("a", std::ref(latest)).json, "[latest]");
}

TEST(ReadCache, AFailedReadFailsEveryCallerSharingItAndIsNotKept) {
  ReadCache cache;
  HeldRead failing("");  // throws when released
  auto first = std::async(std::launch::async, [&] { return cache.get_or_read("a", std::ref(failing)).json; });
  ASSERT_TRUE(eventually([&] { return failing.started() == 1; }));
  auto second = std::async(std::launch::async, [&] { return cache.get_or_read("a", std::ref(failing)).json; });
  ASSERT_TRUE(eventually([&] { return cache.shared_reads() == 1; }));
  failing.release();
  EXPECT_THROW(first.get(), std::runtime_error);
  EXPECT_THROW(second.get(), std::runtime_error);
  EXPECT_FALSE(cache.get("a").has_value());
  HeldRead retry("[1]");
  retry.release();
  EXPECT_EQ(cache.get_or_read("a", std::ref(retry)).json, "[1]") << "the next miss reads again";
}
