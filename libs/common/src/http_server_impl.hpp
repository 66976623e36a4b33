#pragma once
// The server's event loop, private to the server's sources: Boost.Beast on one Asio io_context run by a few threads.
// Server::Impl holds the loop, the worker pool, the acceptors and the route table; a Connection reads requests from
// one socket and writes their answers. A connection holds a thread only while its handler runs; idle keep-alive
// connections cost a socket and a buffer, nothing polls them.
#include "http_load_shedding.hpp"
#include "http_routes.hpp"

#include <cw/http.hpp>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <sys/types.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace cw::http {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = net::ip::tcp;
// Connections arrive over TCP or, from a gateway on the same host, over a Unix socket: one stream type for both.
using stream_protocol = net::generic::stream_protocol;
using Acceptor = net::basic_socket_acceptor<stream_protocol>;
using Stream = beast::basic_stream<stream_protocol>;

namespace detail {
class Connection;
}  // namespace detail

struct Server::Impl {
  explicit Impl(ServerOptions server_options)
      : options(std::move(server_options)),
        io(options.threads),
        workers(static_cast<std::size_t>(options.worker_threads)),
        strand(net::make_strand(io)),
        drain_timer(strand),
        event_loop_lag(options.max_event_loop_lag) {}

  // The route for a request (its regex groups land in request.matches), or nullptr.
  const detail::Route* find(Request& request) const { return detail::find_route(routes, request); }
  bool open(Acceptor& acceptor, const stream_protocol::endpoint& endpoint);
  bool open_unix_socket();
  void remove_unix_socket() const;
  void accept(Acceptor& acceptor, bool over_tcp);
  void add(const std::shared_ptr<detail::Connection>& connection);
  void remove(detail::Connection* connection);
  // Posts a probe of the event loop's lag, unless one is on its way (detail::EventLoopLag).
  void probe_event_loop();

  ServerOptions options;
  net::io_context io;
  net::thread_pool workers;
  net::strand<net::io_context::executor_type> strand;  // the acceptors and the drain timer
  std::vector<std::unique_ptr<Acceptor>> acceptors;   // TCP, and the Unix socket when one is configured
  ino_t unix_socket_inode = 0;                         // the socket file this process made
  net::steady_timer drain_timer;
  std::vector<detail::Route> routes;
  std::vector<detail::ReadinessCheck> readiness_checks;
  std::atomic<bool> stopping{false};
  std::atomic<int> waiting_for_worker{0};  // posted to the worker pool, not started yet
  detail::EventLoopLag event_loop_lag;
  detail::ShedLog shed_log;
  std::mutex connections_mutex;
  std::unordered_map<detail::Connection*, std::weak_ptr<detail::Connection>> connections;
};

namespace detail {

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(stream_protocol::socket socket, Server::Impl& server);
  ~Connection() { server_.remove(this); }

  void start();
  // From stop(): an idle connection closes now; a busy one closes after its answer.
  void shut_down();

 private:
  void read_header();
  void read_body();
  void read_rest();
  void fail(const beast::error_code& error);
  void respond();
  // Queues the request for a worker, unless too many wait already: then it is refused at once, on the event loop.
  void run_on_worker_pool(std::shared_ptr<Request> request, const Route* route);
  void write(Response& response, bool keep_alive);
  // An answer with cpp-httplib's chunked content provider: the header, then each piece the provider gives as one
  // chunk. The provider runs on the worker pool (it may read a page of rows) between writes, so an answer of any
  // size is never held whole in memory.
  void write_streamed(Response& response, bool keep_alive);
  void write_next_chunk(std::shared_ptr<httplib::ContentProvider> provider, std::size_t offset, bool keep_alive);
  void write_last_chunk(bool keep_alive);
  void close();

  Stream stream_;
  Server::Impl& server_;
  std::string remote_addr_;
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  bhttp::response<bhttp::string_body> answer_;
  bhttp::response<bhttp::empty_body> streamed_head_;
  std::optional<bhttp::response_serializer<bhttp::empty_body>> streamed_serializer_;
  std::string chunk_;
  bool keep_alive_ = false;
  std::atomic<bool> idle_{false};
};

}  // namespace detail

}  // namespace cw::http
