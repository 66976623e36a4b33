#include "realtime/session_watch.hpp"

#include "realtime/connection.hpp"

#include <cw/log.hpp>

#include <boost/asio/post.hpp>

#include <algorithm>
#include <unordered_map>

namespace messaging::realtime {

SessionWatch::SessionWatch(cw::SessionStore& sessions, Hub& hub, boost::asio::io_context& io,
                           boost::asio::thread_pool& blocking, std::chrono::seconds recheck_interval)
    : sessions_(sessions), hub_(hub), timer_(io), blocking_(blocking), recheck_interval_(recheck_interval) {}

void SessionWatch::start() {
  sessions_.watch_ends({[this](const std::string& session_id) {
                          for (const auto& connection : hub_.of_session(session_id)) connection->end_session();
                        },
                        [this] { recheck_all_ = true; }});
  schedule();
}

void SessionWatch::stop() { sessions_.watch_ends({}); }

void SessionWatch::schedule() {
  timer_.expires_after(kSweepInterval);
  timer_.async_wait([this](boost::system::error_code error) {
    if (error) return;
    // Redis is asked off the io thread; a sweep still running (Redis slow) is not started twice.
    if (!sweeping_.exchange(true)) {
      boost::asio::post(blocking_, [this] {
        sweep();
        sweeping_ = false;
      });
    }
    schedule();
  });
}

void SessionWatch::sweep() {
  const auto now = std::chrono::steady_clock::now();
  const bool all = recheck_all_.exchange(false);
  std::unordered_map<std::string, std::optional<std::chrono::milliseconds>> left_of;  // one question per session
  try {
    for (const auto& connection : hub_.all()) {
      if (!all && connection->session_check_at() > now) continue;
      auto [entry, asked] = left_of.try_emplace(connection->session_id());
      if (asked) entry->second = sessions_.lifetime_left(connection->session_id());
      if (!entry->second) {
        connection->end_session();
      } else {
        connection->check_session_at(now + std::min<std::chrono::steady_clock::duration>(*entry->second,
                                                                                          recheck_interval_));
      }
    }
  } catch (const std::exception& e) {
    // Redis is away: the sockets not asked stay due, and everything is asked again once it is back.
    recheck_all_ = all || recheck_all_;
    cw::log::warn("session sweep failed", {{"error", e.what()}});
  }
}

}  // namespace messaging::realtime
