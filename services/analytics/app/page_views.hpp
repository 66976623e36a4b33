#pragma once
// Page views: counted in memory as they arrive (by UTC day and page, and the day's distinct visitor ids) and written
// every quarter of a second with two statements, so that thousands a second cost a few writes. A crash loses at most the views of the last quarter
// second: they are analytics, not money. The admins' reports read the counts.
#include "store/page_view_store.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace analytics {

class PageViews {
 public:
  explicit PageViews(cw::db::Pool& db, std::chrono::milliseconds every = std::chrono::milliseconds(250));
  ~PageViews();
  PageViews(const PageViews&) = delete;
  PageViews& operator=(const PageViews&) = delete;

  // Counts a view, and its visitor among the day's unique visitors when the browser sent one (400 for a page that is
  // not a path of the app, a malformed session or visitor id).
  void track(const std::string& page, const std::string& session_id, const std::optional<std::string>& visitor_id);
  // [{page, views}] from start to end (inclusive; the last 30 days by default), the most viewed first (admins).
  nlohmann::json top(const cw::Caller& caller, const std::optional<std::string>& start,
                     const std::optional<std::string>& end, const std::optional<std::string>& limit);
  // {views, uniqueVisitors}: every view from start to end, and the distinct visitors who sent them (admins).
  nlohmann::json total(const cw::Caller& caller, const std::optional<std::string>& start,
                       const std::optional<std::string>& end);
  // Writes what is counted, then stops the writer; idempotent.
  void stop();

 private:
  void run();
  void flush();

  cw::db::Pool& db_;
  std::chrono::milliseconds every_;
  std::mutex mutex_;
  std::condition_variable wake_;
  store::PageViewCounts pending_;
  store::DailyVisitors pending_visitors_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace analytics
