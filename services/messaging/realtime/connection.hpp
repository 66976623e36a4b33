#pragma once
// One browser's socket: the upgrade is accepted only with a valid session cookie and from the site's own pages (or no
// page: the Origin check); client frames are parsed and answered; database work runs on the blocking pool in order
// per socket, so the io thread keeps serving every other socket; writes go out one at a time from a queue on the
// socket's strand. The socket lives as long as its session: when the session ends it closes with 1008.
//
// Request ids: the socket's log lines carry the upgrade's X-Request-Id (nginx's, else a new one); each frame the
// browser sends gets that id with its number appended ("<upgrade id>-7"), under which its work runs, its log lines
// are written and its events (message.sent) are published. /metrics counts the open sockets.
#include "app/conversations.hpp"
#include "app/direct_conversations.hpp"
#include "app/support_desk.hpp"
#include "realtime/chat_timing.hpp"
#include "realtime/client_frame.hpp"
#include "realtime/delivery.hpp"
#include "realtime/hub.hpp"
#include "realtime/message_writer.hpp"

#include <cw/errors.hpp>
#include <cw/session.hpp>

#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>

namespace messaging::realtime {

// What every socket shares.
struct Context {
  cw::SessionStore& sessions;
  Conversations& conversations;
  DirectConversations& directs;
  SupportDesk& support;
  MessageWriter& writer;
  Hub& hub;
  boost::asio::thread_pool& blocking;
  std::chrono::seconds ping_interval;  // a ping goes out this often
  std::chrono::seconds silence_limit;  // a socket that sent nothing (not even a pong) for this long is dropped
  std::chrono::seconds session_recheck;  // a socket's session is looked up again at least this often
};

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  static constexpr std::size_t kMaxFrameBytes = 16 * 1024;
  static constexpr std::size_t kMaxQueuedFrames = 1024;  // a reader this far behind is dropped

  Connection(boost::asio::ip::tcp::socket socket, Context& context);

  void start();
  // Queues a frame for this socket; callable from any thread. received: when a timed (chat) frame reached this
  // instance (realtime/chat_timing's hand and write stages); default: untimed.
  void send(const Frame& frame, SteadyTime received = {});
  void send(const nlohmann::json& frame);
  // Tells the sockets of one user apart in deliveries (a sender's own socket is skipped).
  const std::string& token() const { return token_; }

  // The session the socket was opened with.
  const std::string& session_id() const { return session_id_; }
  // The session ended (a sign-out, an expiry): the socket closes with 1008 (policy violation); callable from any
  // thread.
  void end_session();
  // When the session's lifetime should next be checked (realtime/session_watch).
  std::chrono::steady_clock::time_point session_check_at() const { return session_check_at_.load(); }
  void check_session_at(std::chrono::steady_clock::time_point when) { session_check_at_ = when; }

 private:
  void read_upgrade();
  // visitor: the support conversation a visitor's cookie reaches, when there is no session.
  void on_upgrade(std::optional<cw::Session> session, std::optional<std::int64_t> visitor, bool lookup_failed);
  void reject(boost::beast::http::status status, const cw::DomainError& error);
  // Starts the closing handshake with this code (only the first call does); the pending read then ends the socket.
  void close_with(boost::beast::websocket::close_reason reason);
  void on_accepted(boost::beast::error_code error);
  void read();
  void on_frame(const std::string& text);
  void send_message(SendMessageFrame message);
  // A message in a direct conversation: stored and delivered on this socket's blocking strand.
  void send_direct_message(SendMessageFrame message);
  // A message in a support conversation (the only thing a visitor's socket may send).
  void send_support_message(SendMessageFrame message);
  void join_project(std::int64_t project_id);
  // Runs blocking work off the io thread, in order for this socket; a returned frame (or the error) is sent back.
  void run_blocking(std::function<nlohmann::json()> work);
  void enqueue(Frame frame, SteadyTime received);
  void write_next();
  void schedule_ping();
  void drop();
  void closed();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  Context& context_;
  boost::asio::strand<boost::asio::thread_pool::executor_type> blocking_;
  boost::asio::steady_timer ping_timer_;
  boost::beast::flat_buffer buffer_;
  boost::beast::http::request<boost::beast::http::string_body> upgrade_;
  boost::beast::http::response<boost::beast::http::string_body> refusal_;
  std::string token_;
  std::string request_id_;  // the upgrade's
  std::uint64_t frames_ = 0;  // frames received, which number their request ids
  std::int64_t user_id_ = 0;
  bool admin_ = false;  // the session's role: admins' sockets get admin_update frames
  // A visitor's socket (no session, the support cookie): reaches only this support conversation.
  std::optional<std::int64_t> visitor_conversation_;
  std::string session_id_;
  std::atomic<std::chrono::steady_clock::time_point> session_check_at_{};
  struct Queued {
    Frame frame;
    SteadyTime queued_at;  // set for timed frames only
  };
  std::deque<Queued> queue_;
  SteadyTime frame_read_at_;  // when the frame being handled was read
  bool open_ = false;
  // In the hub while the handshake's answer is written: frames for it wait in queue_ until it is open (a client that
  // has the 101 may already be sent a message, which must reach it).
  bool accepting_ = false;
  bool closing_ = false;  // a close frame went out: nothing else is written
  bool pinging_ = false;
  std::chrono::steady_clock::time_point last_heard_;
};

}  // namespace messaging::realtime
