// The server loop: binds the TCP port (and the Unix socket), accepts connections, runs the event loop on a few
// threads until stop(), then drains the requests in progress. The route table is filled here; a request's way
// through the server is in http_connection.cpp.
#include "http_answers.hpp"
#include "http_server_impl.hpp"

#include <cw/log.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <thread>

namespace cw::http {

namespace {

thread_local bool t_on_event_loop = false;

constexpr int kListenBacklog = 4096;
constexpr auto kDrainTimeout = std::chrono::seconds(10);  // stop(): requests in progress get this long to finish

}  // namespace

bool Server::Impl::open(Acceptor& acceptor, const stream_protocol::endpoint& endpoint) {
  beast::error_code error;
  acceptor.open(endpoint.protocol(), error);
  if (!error) acceptor.set_option(net::socket_base::reuse_address(true), error);
  if (!error) acceptor.bind(endpoint, error);
  if (!error) acceptor.listen(kListenBacklog, error);
  return !error;
}

// Called after the TCP port was bound, so a second process of the same service never gets this far: a socket file
// still there is one a stopped process left behind.
bool Server::Impl::open_unix_socket() {
  const auto& path = options.unix_socket;
  ::unlink(path.c_str());
  acceptors.push_back(std::make_unique<Acceptor>(strand));
  if (!open(*acceptors.back(), net::local::stream_protocol::endpoint(path))) return false;
  // As reachable as the TCP port on 127.0.0.1, which every local user can connect to as well; nginx's workers run
  // as another user.
  struct stat made {};
  if (::chmod(path.c_str(), 0666) != 0 || ::stat(path.c_str(), &made) != 0) return false;
  unix_socket_inode = made.st_ino;
  return true;
}

// Removes the socket file unless another process has made a new one at that path since.
void Server::Impl::remove_unix_socket() const {
  struct stat current {};
  if (unix_socket_inode != 0 && ::stat(options.unix_socket.c_str(), &current) == 0 &&
      current.st_ino == unix_socket_inode) {
    ::unlink(options.unix_socket.c_str());
  }
}

void Server::Impl::accept(Acceptor& acceptor, bool over_tcp) {
  auto on_accept = [this, &acceptor, over_tcp](beast::error_code error, stream_protocol::socket socket) {
    if (stopping || !acceptor.is_open()) return;
    if (!error) {
      if (over_tcp) socket.set_option(tcp::no_delay(true), error);
      auto connection = std::make_shared<detail::Connection>(std::move(socket), *this);
      add(connection);
      connection->start();
    } else if (error != net::error::operation_aborted) {
      log::warn("accept failed", {{"error", error.message()}});
    }
    accept(acceptor, over_tcp);
  };
  acceptor.async_accept(net::make_strand(io), std::move(on_accept));
}

void Server::Impl::add(const std::shared_ptr<detail::Connection>& connection) {
  std::lock_guard lock(connections_mutex);
  connections.emplace(connection.get(), connection);
}

void Server::Impl::remove(detail::Connection* connection) {
  std::lock_guard lock(connections_mutex);
  connections.erase(connection);
  if (stopping && connections.empty()) net::post(drain_timer.get_executor(), [this] { drain_timer.cancel(); });
}

void Server::Impl::probe_event_loop() {
  if (!event_loop_lag.probe_due()) return;
  net::post(io, [this, posted = std::chrono::steady_clock::now()] { event_loop_lag.probed(posted); });
}

bool on_event_loop() { return t_on_event_loop; }

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  detail::add_service_routes(impl_->routes, impl_->readiness_checks);
}

Server::~Server() = default;

void Server::route(const char* method, const std::string& pattern, Handler handler, Runs runs) {
  impl_->routes.push_back(detail::make_route(method, pattern, detail::catching_exceptions(std::move(handler)), runs));
}

void Server::get(const std::string& pattern, Handler handler, Runs runs) { route("GET", pattern, std::move(handler), runs); }
void Server::post(const std::string& pattern, Handler handler, Runs runs) { route("POST", pattern, std::move(handler), runs); }
void Server::put(const std::string& pattern, Handler handler, Runs runs) { route("PUT", pattern, std::move(handler), runs); }
void Server::patch(const std::string& pattern, Handler handler, Runs runs) { route("PATCH", pattern, std::move(handler), runs); }
void Server::del(const std::string& pattern, Handler handler, Runs runs) { route("DELETE", pattern, std::move(handler), runs); }

void Server::add_readiness_check(std::string name, std::function<bool()> check, Readiness kind) {
  impl_->readiness_checks.push_back({std::move(name), std::move(check), kind});
}

bool Server::listen() {
  auto& impl = *impl_;
  beast::error_code error;
  auto address = net::ip::make_address(impl.options.host, error);
  if (error) {
    tcp::resolver resolver(impl.io);
    auto results = resolver.resolve(impl.options.host, std::to_string(impl.options.port), error);
    if (error || results.empty()) return false;
    address = results.begin()->endpoint().address();
  }
  impl.acceptors.push_back(std::make_unique<Acceptor>(impl.strand));
  if (!impl.open(*impl.acceptors.back(), tcp::endpoint(address, static_cast<unsigned short>(impl.options.port)))) {
    return false;
  }
  if (!impl.options.unix_socket.empty() && !impl.open_unix_socket()) return false;
  if (impl.stopping) return true;

  log::info("listening", {{"host", impl.options.host},
                          {"port", impl.options.port},
                          {"unixSocket", impl.options.unix_socket},
                          {"threads", impl.options.threads}});
  for (std::size_t i = 0; i < impl.acceptors.size(); ++i) impl.accept(*impl.acceptors[i], i == 0);  // [0] is TCP
  auto run_event_loop = [&impl] {
    t_on_event_loop = true;
    impl.io.run();
    t_on_event_loop = false;
  };
  std::vector<std::thread> threads;
  for (int i = 1; i < impl.options.threads; ++i) threads.emplace_back(run_event_loop);
  run_event_loop();
  for (auto& thread : threads) thread.join();
  impl.workers.join();
  return true;
}

void Server::stop() {
  auto& impl = *impl_;
  if (impl.stopping.exchange(true)) return;
  net::post(impl.strand, [&impl] {
    beast::error_code ignored;
    for (auto& acceptor : impl.acceptors) acceptor->close(ignored);
    impl.remove_unix_socket();
    // Requests in progress get kDrainTimeout to finish; the timer is cancelled when the last connection goes.
    impl.drain_timer.expires_after(kDrainTimeout);
    impl.drain_timer.async_wait([&impl](beast::error_code error) {
      if (!error) log::warn("stopping with requests still in progress", {});
      impl.io.stop();
    });
    std::vector<std::shared_ptr<detail::Connection>> open;
    {
      std::lock_guard lock(impl.connections_mutex);
      for (auto& [pointer, weak] : impl.connections) {
        if (auto connection = weak.lock()) open.push_back(std::move(connection));
      }
      if (open.empty()) impl.drain_timer.cancel();
    }
    for (auto& connection : open) connection->shut_down();
  });
}

}  // namespace cw::http
