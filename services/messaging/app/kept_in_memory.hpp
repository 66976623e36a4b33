#pragma once
// Rows read from the database, kept in memory by id until the database says they changed (forget, from a
// notification) or, should a notification go astray, until their lifetime has passed. A read that began before a
// forget does not keep what it read: it may hold the state from before the change.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace messaging {

template <class Value>
class KeptInMemory {
 public:
  using ById = std::unordered_map<std::int64_t, Value>;

  KeptInMemory(std::chrono::steady_clock::duration lifetime, std::size_t most) : lifetime_(lifetime), most_(most) {}

  // The values kept of these ids; the ids of the others go into `missing`.
  ById find(const std::vector<std::int64_t>& ids, std::vector<std::int64_t>& missing) {
    ById found;
    std::lock_guard lock(mutex_);
    const auto now = std::chrono::steady_clock::now();
    for (auto id : ids) {
      auto kept = kept_.find(id);
      if (kept != kept_.end() && now - kept->second.loaded < lifetime_) {
        found.emplace(id, kept->second.value);
      } else {
        missing.push_back(id);
      }
    }
    return found;
  }

  // Taken before a read whose result is kept with keep().
  std::uint64_t generation() {
    std::lock_guard lock(mutex_);
    return generation_;
  }

  void keep(const ById& values, std::uint64_t read_at_generation) {
    std::lock_guard lock(mutex_);
    if (read_at_generation != generation_) return;
    if (kept_.size() > most_) kept_.clear();
    const auto now = std::chrono::steady_clock::now();
    for (const auto& [id, value] : values) kept_.insert_or_assign(id, Kept{value, now});
  }

  void forget(std::int64_t id) {
    std::lock_guard lock(mutex_);
    ++generation_;
    kept_.erase(id);
  }

  void forget_all() {
    std::lock_guard lock(mutex_);
    ++generation_;
    kept_.clear();
  }

 private:
  struct Kept {
    Value value;
    std::chrono::steady_clock::time_point loaded;
  };
  const std::chrono::steady_clock::duration lifetime_;
  const std::size_t most_;
  std::mutex mutex_;
  std::unordered_map<std::int64_t, Kept> kept_;
  std::uint64_t generation_ = 0;  // one more at every forget
};

}  // namespace messaging
