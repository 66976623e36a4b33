#include "app/page_views.hpp"

#include "app/views.hpp"
#include "domain/member_analytics.hpp"
#include "domain/page_view.hpp"
#include "domain/reporting.hpp"

#include <cw/background.hpp>
#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/log.hpp>

#include <map>

namespace analytics {

namespace {

// Distinct (day, page) pairs, or (day, visitor) pairs, kept before a write is due: beyond it the writer is woken at
// once.
constexpr std::size_t kFlushAt = 5000;
// What is kept of each when writes fail (the database away): beyond it new pages and visitors are dropped, and said
// so in the log.
constexpr std::size_t kMaxPending = 50000;
constexpr int kDefaultTopPages = 50;
constexpr int kMaxTopPages = 1000;

}  // namespace

PageViews::PageViews(cw::db::Pool& db, cw::SessionStore& sessions, std::chrono::milliseconds every)
    : db_(db), sessions_(sessions), every_(every), thread_([this] { run(); }) {}

PageViews::~PageViews() { stop(); }

void PageViews::track(const std::string& page, const std::string& session_id,
                      const std::optional<std::string>& visitor_id, const std::optional<std::string>& signed_in) {
  auto counted = app_page(page);
  if (!counted) throw cw::invalid("page must be a path of the app, at most 2,048 characters");
  if (!valid_browser_id(session_id)) throw cw::invalid("sessionId must be 1 to 128 letters, digits, '-' or '_'");
  if (visitor_id && !valid_browser_id(*visitor_id)) {
    throw cw::invalid("visitorId must be 1 to 128 letters, digits, '-' or '_'");
  }
  auto day = format_day(today());
  std::unique_lock lock(mutex_);
  if (visitor_id && !pending_visitors_.contains({day, *visitor_id})) {
    if (pending_visitors_.size() >= kMaxPending) {
      cw::log::warn("visitor dropped: too many visitors waiting to be written", {{"waiting", pending_visitors_.size()}});
    } else {
      pending_visitors_.emplace(day, *visitor_id);
    }
  }
  if (auto engineer = profile_engineer(*counted)) {
    if (pending_profiles_.size() >= kMaxPending) {
      cw::log::warn("profile view dropped: too many waiting to be written", {{"waiting", pending_profiles_.size()}});
    } else {
      pending_profiles_.insert({*engineer, day, signed_in, session_id, visitor_id});
    }
  }
  auto key = std::make_pair(std::move(day), std::move(*counted));
  auto found = pending_.find(key);
  if (found != pending_.end()) {
    ++found->second;
    return;
  }
  if (pending_.size() >= kMaxPending) {
    cw::log::warn("page view dropped: too many pages waiting to be written", {{"waiting", pending_.size()}});
    return;
  }
  pending_.emplace(std::move(key), 1);
  if (pending_.size() >= kFlushAt || pending_visitors_.size() >= kFlushAt) wake_.notify_one();
}

nlohmann::json PageViews::top(const cw::Caller& caller, const std::optional<std::string>& start,
                              const std::optional<std::string>& end, const std::optional<std::string>& limit) {
  require_admin(caller);
  const auto range = parse_range(start, end, today());
  const int count = cw::fields::whole_number_param(limit, "limit", kDefaultTopPages, kMaxTopPages);
  return page_views_json(db_.read([&](pqxx::nontransaction& tx) { return store::top_pages(tx, range, count); }));
}

nlohmann::json PageViews::total(const cw::Caller& caller, const std::optional<std::string>& start,
                                const std::optional<std::string>& end) {
  require_admin(caller);
  const auto range = parse_range(start, end, today());
  return db_.read_snapshot([&](pqxx::transaction_base& tx) {
    return nlohmann::json{{"views", store::total_views(tx, range)}, {"uniqueVisitors", store::unique_visitors(tx, range)}};
  });
}

void PageViews::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void PageViews::run() {
  cw::run_as_background_work();
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, every_, [this] {
      return stopping_ || pending_.size() >= kFlushAt || pending_visitors_.size() >= kFlushAt;
    });
    lock.unlock();
    flush();
    lock.lock();
  }
  lock.unlock();
  flush();
}

void PageViews::flush() {
  store::PageViewCounts batch;
  store::DailyVisitors visitors;
  std::set<PendingProfileView> profiles;
  {
    std::lock_guard lock(mutex_);
    batch.swap(pending_);
    visitors.swap(pending_visitors_);
    profiles.swap(pending_profiles_);
  }
  if (batch.empty() && visitors.empty() && profiles.empty()) return;
  try {
    const auto profile_views = resolve(profiles);
    db_.with_transaction([&](pqxx::work& tx) {
      if (!batch.empty()) store::add_page_views(tx, batch);
      if (!visitors.empty()) store::add_visitors(tx, visitors);
      if (!profile_views.empty()) store::add_profile_views(tx, profile_views);
    });
  } catch (const std::exception& error) {
    cw::log::warn("page views not written yet; kept for the next write", {{"error", error.what()}});
    std::lock_guard lock(mutex_);
    for (auto& [key, views] : batch) {
      if (pending_.size() >= kMaxPending && !pending_.contains(key)) continue;
      pending_[key] += views;
    }
    for (auto& visitor : visitors) {
      if (pending_visitors_.size() >= kMaxPending) break;
      pending_visitors_.insert(visitor);
    }
    for (auto& profile : profiles) {
      if (pending_profiles_.size() >= kMaxPending) break;
      pending_profiles_.insert(profile);
    }
  }
}

store::ProfileViews PageViews::resolve(const std::set<PendingProfileView>& views) {
  std::map<std::string, std::optional<std::int64_t>> users;  // session cookie -> its user, looked up once
  store::ProfileViews resolved;
  for (const auto& view : views) {
    std::optional<std::int64_t> user;
    if (view.session_cookie) {
      auto found = users.find(*view.session_cookie);
      if (found == users.end()) {
        auto session = sessions_.find(*view.session_cookie);
        found = users.emplace(*view.session_cookie,
                              session ? std::optional<std::int64_t>(session->user_id) : std::nullopt).first;
      }
      user = found->second;
    }
    if (auto viewer = profile_viewer(view.engineer_id, user, view.session_id, view.visitor_id)) {
      resolved.emplace(view.engineer_id, view.day, std::move(*viewer));
    }
  }
  return resolved;
}

}  // namespace analytics
