#include "realtime/session_watch.hpp"

#include "realtime/connection.hpp"

#include <cw/log.hpp>

#include <boost/asio/post.hpp>

#include <algorithm>
#include <random>
#include <unordered_map>
#include <vector>

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

std::chrono::steady_clock::duration recheck_after(std::chrono::seconds interval) {
  thread_local std::minstd_rand random(std::random_device{}());
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      interval * std::uniform_real_distribution<double>(0.5, 1.0)(random));
}

void SessionWatch::sweep() {
  const auto now = std::chrono::steady_clock::now();
  const bool all = recheck_all_.exchange(false);
  // The due sockets by session: each session is asked about once, all of them in one round trip.
  std::unordered_map<std::string, std::vector<std::shared_ptr<Connection>>> due;
  for (auto& connection : hub_.all()) {
    if (connection->session_id().empty()) continue;  // a visitor's support socket: no session to end it
    if (all || connection->session_check_at() <= now) due[connection->session_id()].push_back(std::move(connection));
  }
  if (due.empty()) return;
  std::vector<std::string> session_ids;
  session_ids.reserve(due.size());
  for (const auto& [session_id, sockets] : due) session_ids.push_back(session_id);
  std::vector<std::optional<std::chrono::milliseconds>> left;
  try {
    left = sessions_.lifetimes_left(session_ids);
  } catch (const std::exception& e) {
    // Redis is away: the sockets stay due, and everything is asked again once it is back.
    recheck_all_ = true;
    cw::log::warn("session sweep failed", {{"error", e.what()}});
    return;
  }
  for (std::size_t i = 0; i < session_ids.size(); ++i) {
    for (const auto& connection : due[session_ids[i]]) {
      if (!left[i]) {
        connection->end_session();
      } else {
        connection->check_session_at(
            now + std::min<std::chrono::steady_clock::duration>(*left[i], recheck_after(recheck_interval_)));
      }
    }
  }
}

}  // namespace messaging::realtime
