#pragma once
// Sockets live only as long as their session. A sign-out on any instance of any service is announced to every
// process (cw::SessionStore), and the sockets of that session close at once. A session that expires is announced by
// nobody: each second a sweep asks Redis, in one round trip, how long the sessions of the sockets that are due have
// left (a session's lifetime only grows when it is used, so a socket needs asking only when the time it last heard
// of has passed, and at the latest within the recheck interval, for a session removed some other way).
#include "realtime/hub.hpp"

#include <cw/session.hpp>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include <atomic>
#include <chrono>

namespace messaging::realtime {

// When a socket's session is next looked up at the latest: a random time between half the interval and all of it, so
// that the sockets opened together (after a deploy, say) are not all asked about in the same second.
std::chrono::steady_clock::duration recheck_after(std::chrono::seconds interval);

class SessionWatch {
 public:
  static constexpr std::chrono::seconds kSweepInterval{1};

  SessionWatch(cw::SessionStore& sessions, Hub& hub, boost::asio::io_context& io, boost::asio::thread_pool& blocking,
               std::chrono::seconds recheck_interval);

  void start();
  // Stops hearing of ended sessions; the sweep timer stops with the io context.
  void stop();

 private:
  void schedule();
  void sweep();

  cw::SessionStore& sessions_;
  Hub& hub_;
  boost::asio::steady_timer timer_;
  boost::asio::thread_pool& blocking_;
  std::chrono::seconds recheck_interval_;
  std::atomic<bool> recheck_all_{false};  // announcements may have been missed
  std::atomic<bool> sweeping_{false};
};

}  // namespace messaging::realtime
