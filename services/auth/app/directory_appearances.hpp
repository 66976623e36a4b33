#pragma once
// Directory appearances (issue 29 item 3): GET /api/engineers records, in memory only, whom each engineer's card was
// shown to (domain/directory_appearance.hpp), so the directory does not wait for a write; every two seconds a writer
// records the day's distinct (engineer, viewer) pairs in one statement and publishes the viewers that were new as
// engineer.directory_appearances, for analytics to report (it owns members' analytics).
//
// A visitor who is not signed in is known by a keyed hash of their address (as nginx saw it) and browser (User-Agent):
// the web app's own visitor id, which analytics' page views use, lives in the browser's storage and never reaches
// auth. The key comes from the gateway secret, which every instance shares, so that every instance gives a visitor
// the same fingerprint and nobody without the secret can reverse one by trying addresses.
//
// Bounded: at most kCapacity pairs wait for a write; beyond that (a flood of distinct viewers, or the database away)
// new ones are dropped and counted in /metrics (cw_directory_appearances_dropped_total). A crash loses the last two
// seconds: they are analytics, not money.
#include "domain/directory_appearance.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/metrics.hpp>
#include <cw/periodic.hpp>

#include <array>
#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace auth {

class DirectoryAppearances {
 public:
  static constexpr std::size_t kCapacity = 50'000;
  static constexpr std::chrono::milliseconds kEvery{2000};

  // fingerprint_secret: the gateway secret (at least 32 characters).
  DirectoryAppearances(cw::db::Pool& db, const std::string& fingerprint_secret,
                       std::chrono::milliseconds every = kEvery);
  ~DirectoryAppearances();
  DirectoryAppearances(const DirectoryAppearances&) = delete;
  DirectoryAppearances& operator=(const DirectoryAppearances&) = delete;

  // A directory page listing `engineers` was served to `caller` (nullopt: not signed in, then known by `address` and
  // `user_agent`). Memory only.
  void record(const std::optional<cw::Caller>& caller, const std::string& address, const std::string& user_agent,
              const std::vector<std::int64_t>& engineers);
  // Writes what waits, then stops the writer; idempotent.
  void stop();

 private:
  void flush();
  std::string fingerprint(const std::string& address, const std::string& user_agent) const;

  cw::db::Pool& db_;
  std::array<unsigned char, 32> fingerprint_key_{};
  std::mutex mutex_;
  AppearanceBuffer buffer_{kCapacity};
  std::string cleared_before_;  // the writer's: the first day kept when it last removed older rows
  cw::metrics::Counter& dropped_;
  cw::metrics::Gauge& waiting_;
  cw::Periodic writer_;  // last: it starts once everything it uses is made
};

}  // namespace auth
