#pragma once
// One browser's socket: the upgrade is accepted only with a valid session cookie; client frames are parsed and
// answered; database work runs on the blocking pool in order per socket, so the io thread keeps serving every other
// socket; writes go out one at a time from a queue on the socket's strand.
#include "app/conversations.hpp"
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
  MessageWriter& writer;
  Hub& hub;
  boost::asio::thread_pool& blocking;
  std::chrono::seconds ping_interval;  // a ping goes out this often
  std::chrono::seconds silence_limit;  // a socket that sent nothing (not even a pong) for this long is dropped
};

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  static constexpr std::size_t kMaxFrameBytes = 16 * 1024;
  static constexpr std::size_t kMaxQueuedFrames = 1024;  // a reader this far behind is dropped

  Connection(boost::asio::ip::tcp::socket socket, Context& context);

  void start();
  // Queues a frame for this socket; callable from any thread.
  void send(const Frame& frame);
  void send(const nlohmann::json& frame);
  // Tells the sockets of one user apart in deliveries (a sender's own socket is skipped).
  const std::string& token() const { return token_; }

 private:
  void read_upgrade();
  void on_upgrade(std::optional<cw::Session> session, bool lookup_failed);
  void reject(boost::beast::http::status status, const cw::DomainError& error);
  void on_accepted(boost::beast::error_code error);
  void read();
  void refuse_oversized();  // closes with 1009
  void on_frame(const std::string& text);
  void send_message(std::int64_t project_id, std::int64_t receiver_id, std::string content);
  void join_project(std::int64_t project_id);
  // Runs blocking work off the io thread, in order for this socket; a returned frame (or the error) is sent back.
  void run_blocking(std::function<nlohmann::json()> work);
  void enqueue(Frame frame);
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
  std::int64_t user_id_ = 0;
  std::deque<Frame> queue_;
  bool open_ = false;
  bool pinging_ = false;
  std::chrono::steady_clock::time_point last_heard_;
};

}  // namespace messaging::realtime
