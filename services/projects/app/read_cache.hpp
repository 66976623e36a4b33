#pragma once
// Answers of the busiest reads (pages of open projects, single projects), kept in memory as serialised JSON.
// Whatever changes what they show drops them all, on every instance: the service's own writes at their commit
// (CacheChanges: this instance at once, the others through Redis), and anyone else's (a script) when the database
// notifies the change (migration 0005, cw/change_listener.hpp). kLifetime only bounds what a lost message could
// leave behind.
//
// A miss is read once however many requests ask for it meanwhile (get_or_read): under load every answer of a
// catalogue expires or drops at once, and a read per request would queue the same statement many times over behind
// the worker pool, each copy slowing the rest.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>

namespace projects {

class ReadCache {
 public:
  static constexpr std::chrono::seconds kLifetime{30};
  // How long an answer is kept: kLifetime less up to a fifth, by its key, so that answers read together (a warm-up,
  // the refill after a change) do not all expire in the same second and come back as a burst of misses.
  static std::chrono::milliseconds lifetime_of(const std::string& key);
  // About 1 KB each: room for every project of a catalogue of 50,000 and its pages (some 60 MB at most). When full,
  // an arbitrary answer makes room.
  static constexpr std::size_t kMaxAnswers = 60'000;

  // Answers this large are also kept gzip-compressed (nginx's gzip_min_length).
  static constexpr std::size_t kCompressFrom = 1024;

  struct Answer {
    std::string json;
    std::int64_t total = 0;  // matches over all pages, for a page
    std::string gzipped = {};  // empty below kCompressFrom
  };

  // Take the version before reading the database, and put the answer with it: an answer read while a change was
  // committed is never served.
  std::uint64_t version() const { return version_.load(); }
  std::optional<Answer> get(const std::string& key) const;
  void put(std::string key, std::uint64_t version, Answer answer);
  void invalidate() { ++version_; }

  // The answer in memory, else read()'s, remembered. Callers that miss the same key while a read of it is under way
  // wait for that read and share its answer (or its exception) instead of reading again, unless a change was
  // committed since that read started: they read anew, so nobody is given an answer from before a change they may
  // have made. Blocks while it waits: for the worker pool, never the event loop.
  Answer get_or_read(const std::string& key, const std::function<Answer()>& read);
  // Callers that shared another's read instead of reading (a counter, for tests and /metrics).
  std::uint64_t shared_reads() const { return shared_reads_.load(); }

 private:
  struct Entry {
    std::chrono::steady_clock::time_point expires;
    Answer answer;
  };
  static void compress(Answer& answer);

  struct Reading {
    std::uint64_t version;
    std::shared_future<Answer> answer;
  };

  std::atomic<std::uint64_t> version_{0};
  mutable std::shared_mutex mutex_;
  std::uint64_t answers_version_ = 0;  // the version of every answer held
  std::unordered_map<std::string, Entry> answers_;

  std::mutex reading_mutex_;
  std::unordered_map<std::string, std::shared_ptr<Reading>> reading_;  // reads under way, by key
  std::atomic<std::uint64_t> shared_reads_{0};
};

// The writes' side: every write of the service that changes what the cache may hold calls changed_at_commit() inside
// its transaction. Once it has committed, this instance's answers drop and the other instances are told (they drop
// theirs when Redis delivers it: cw::Broadcast).
class CacheChanges {
 public:
  CacheChanges(ReadCache& cache, std::function<void()> tell_others)
      : cache_(cache), tell_others_(std::move(tell_others)) {}
  // Inside cw::db::Pool::with_transaction.
  void changed_at_commit();
  // After a change committed outside with_transaction (a single statement).
  void changed();

 private:
  ReadCache& cache_;
  std::function<void()> tell_others_;
};

}  // namespace projects
