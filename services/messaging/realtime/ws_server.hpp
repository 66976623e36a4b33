#pragma once
// The WebSocket listener on WS_PORT: its own I/O threads (io_threads of them run one io_context; each socket's
// handlers run on its own strand, so a socket is served by one thread at a time and the sockets by all of them),
// apart from the HTTP server, and a small pool for the blocking work of the sockets (PostgreSQL, Redis).
#include "realtime/connection.hpp"
#include "realtime/session_watch.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <chrono>
#include <thread>
#include <vector>

namespace messaging::realtime {

struct WsOptions {
  std::string host;
  int port = 0;
  std::chrono::seconds ping_interval{30};
  std::chrono::seconds silence_limit{75};
  std::chrono::seconds session_recheck{60};
  int blocking_threads = 4;
  int io_threads = 1;
};

class WsServer {
 public:
  WsServer(WsOptions options, cw::SessionStore& sessions, Conversations& conversations, DirectConversations& directs,
           SupportDesk& support, MessageWriter& writer, Hub& hub);
  ~WsServer();
  WsServer(const WsServer&) = delete;
  WsServer& operator=(const WsServer&) = delete;

  // Binds and serves in the background; throws when the port cannot be bound.
  void start();
  // Closes the listener and every socket; idempotent.
  void stop();

 private:
  void accept();

  WsOptions options_;
  boost::asio::io_context io_;
  boost::asio::thread_pool blocking_;
  Context context_;
  SessionWatch session_watch_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::vector<std::thread> io_threads_;
};

}  // namespace messaging::realtime
