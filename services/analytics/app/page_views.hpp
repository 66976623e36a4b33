#pragma once
// Page views: counted in memory as they arrive (by UTC day and page, and the day's distinct visitor ids) and written
// every quarter of a second with two statements, so that thousands a second cost a few writes. A crash loses at most the views of the last quarter
// second: they are analytics, not money. The admins' reports read the counts. A view of an engineer's profile is
// also kept once per viewer and day for the engineer's own analytics: the writer, off the event loop, learns who a
// signed-in viewer is from their session (the engineer's own views are not kept).
#include "store/member_store.hpp"
#include "store/page_view_store.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/session.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>

namespace analytics {

// A view of an engineer's profile whose viewer is not known yet.
struct PendingProfileView {
  std::int64_t engineer_id = 0;
  std::string day;
  std::optional<std::string> session_cookie;  // a signed-in viewer's
  std::string session_id;
  std::optional<std::string> visitor_id;
  auto operator<=>(const PendingProfileView&) const = default;
};

class PageViews {
 public:
  PageViews(cw::db::Pool& db, cw::SessionStore& sessions,
            std::chrono::milliseconds every = std::chrono::milliseconds(250));
  ~PageViews();
  PageViews(const PageViews&) = delete;
  PageViews& operator=(const PageViews&) = delete;

  // Counts a view, and its visitor among the day's unique visitors when the browser sent one (400 for a page that is
  // not a path of the app, a malformed session or visitor id). signed_in: the session cookie the request carried, if
  // any (looked up only for a profile's view, by the writer).
  void track(const std::string& page, const std::string& session_id, const std::optional<std::string>& visitor_id,
             const std::optional<std::string>& signed_in);
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
  // The pending profile views with their viewers known (a session lookup each signed-in viewer).
  store::ProfileViews resolve(const std::set<PendingProfileView>& views);

  cw::db::Pool& db_;
  cw::SessionStore& sessions_;
  std::chrono::milliseconds every_;
  std::mutex mutex_;
  std::condition_variable wake_;
  store::PageViewCounts pending_;
  store::DailyVisitors pending_visitors_;
  std::set<PendingProfileView> pending_profiles_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace analytics
