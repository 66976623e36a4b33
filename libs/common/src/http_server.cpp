// The HTTP server under every service: Boost.Beast on one Asio io_context run by a few threads. A connection holds a
// thread only while its handler runs; idle keep-alive connections cost a socket and a buffer, nothing polls them.
#include <cw/http.hpp>
#include <cw/log.hpp>
#include <cw/metrics.hpp>
#include <cw/multipart.hpp>
#include <cw/request_context.hpp>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <sodium.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <limits>
#include <mutex>
#include <optional>
#include <regex>
#include <thread>
#include <unordered_map>

namespace cw::http {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = net::ip::tcp;
// Connections arrive over TCP or, from a gateway on the same host, over a Unix socket: one stream type for both.
using stream_protocol = net::generic::stream_protocol;
using Acceptor = net::basic_socket_acceptor<stream_protocol>;
using Stream = beast::basic_stream<stream_protocol>;

namespace {

thread_local bool t_on_event_loop = false;

constexpr int kListenBacklog = 4096;
constexpr std::uint32_t kHeaderLimit = 16 * 1024;
constexpr auto kIdleTimeout = std::chrono::seconds(30);     // a keep-alive connection waiting for its next request
constexpr auto kTransferTimeout = std::chrono::seconds(10);  // the rest of a request once it started, or an answer
constexpr auto kDrainTimeout = std::chrono::seconds(10);     // stop(): requests in progress get this long to finish

const char* default_message(int status) {
  switch (status) {
    case 400: return "Bad request";
    case 404: return "Not found";
    case 405: return "Method not allowed";
    case 413: return "Request body too large";
    case 431: return "Request headers too large";
    case 503: return "Service unavailable";
    default: return status >= 500 ? "Something went wrong on our side. Please try again." : "Request refused";
  }
}

void send_default_error(Response& response, int status) {
  send_json(response, status, {{"message", default_message(status)}, {"code", "http_" + std::to_string(status)}});
}

// The answer of a request refused under overload (ServerOptions: max_waiting_for_worker, max_event_loop_lag).
void send_overloaded(Response& response) {
  send_json(response, 503, {{"message", "The service is busy. Please try again in a moment."}, {"code", "overloaded"}});
  response.set_header("Retry-After", "1");
  response.set_header("Cache-Control", "no-store");
}

void send_internal_error(Response& response, const char* what) {
  log::error("unhandled exception", {{"error", what}});
  send_json(response, 500, {{"message", "Something went wrong on our side. Please try again."}, {"code", "internal"}});
}

// Whether the request carries the gateway's proof (compared in constant time); the proof is removed either way, so
// no handler or log line ever sees it.
bool take_gateway_proof(Request& request, const std::string& secret) {
  const auto found = request.headers.find(kGatewaySecretHeader);
  if (found == request.headers.end()) return false;
  const auto& offered = found->second;
  const bool proven = !secret.empty() && offered.size() == secret.size() &&
                      sodium_memcmp(offered.data(), secret.data(), secret.size()) == 0;
  request.headers.erase(kGatewaySecretHeader);
  return proven;
}

// Applies the gateway's trust to a request: with the proof it stays as it is; without, the headers only nginx sets
// are removed. Returns false for a request that must be refused: one naming an upload body without the proof.
bool admit_gateway_headers(Request& request, const std::string& secret) {
  if (take_gateway_proof(request, secret)) return true;
  for (const auto& name : kGatewayOnlyHeaders) request.headers.erase(name);
  return !request.has_header(kUploadFileHeader);
}

// A route's pattern is a regex matched against the whole path, as in cpp-httplib. Most are plain text, and the rest
// start with plain text: compare that first so that a request runs at most the one regex that can match.
struct Route {
  std::string method;
  std::string prefix;
  bool literal = false;
  std::regex pattern;
  Handler handler;
  Runs runs = Runs::on_event_loop;
  std::string pattern_text;  // the metrics' route label: the pattern, never the path (ids would make a series each)
  metrics::Histogram* latency = nullptr;
  metrics::Counter* shed = nullptr;  // when sheddable
  bool sheddable = true;  // false for /healthz, /readyz and /metrics: what tells an overloaded instance from a dead one
};

// Per route (its pattern), method and status: requests and their latency, and how many are being served.
struct HttpMetrics {
  metrics::Family<metrics::Counter>& requests = metrics::registry().counter(
      "cw_http_requests_total", "HTTP requests answered, by route pattern, method and status",
      {"route", "method", "status"});
  metrics::Family<metrics::Histogram>& latency = metrics::registry().histogram(
      "cw_http_request_duration_seconds", "Time from reading a request to its answer, by route pattern and method",
      {"route", "method"}, metrics::latency_buckets());
  metrics::Gauge& in_flight = metrics::registry()
                                  .gauge("cw_http_requests_in_flight", "HTTP requests being handled now")
                                  .with({});
  metrics::Family<metrics::Counter>& shed = metrics::registry().counter(
      "cw_http_requests_shed_total",
      "HTTP requests refused with 503 under overload (too many waited for a worker, or the event loop was behind)",
      {"route"});
  metrics::Gauge& waiting_for_worker = metrics::registry()
                                           .gauge("cw_http_requests_waiting_for_worker",
                                                  "HTTP requests queued for the worker pool, not started yet")
                                           .with({});
};

HttpMetrics& http_metrics() {
  static HttpMetrics the_metrics;
  return the_metrics;
}

// The route label of a request no route matched: one value for every such path.
const std::string kUnmatched = "unmatched";

// The method label of an unmatched request: a method no route has is one value, as its text is the client's.
std::string method_label(const std::string& method) {
  static const std::vector<std::string> kKnown{"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"};
  return std::find(kKnown.begin(), kKnown.end(), method) != kKnown.end() ? method : "other";
}

void count_request(const Route* route, const std::string& method, int status, double seconds) {
  auto& counted = http_metrics();
  const auto& route_label = route != nullptr ? route->pattern_text : kUnmatched;
  const auto method_text = route != nullptr ? route->method : method_label(method);
  counted.requests.with({route_label, method_text, std::to_string(status)}).inc();
  auto* latency = route != nullptr ? route->latency : &counted.latency.with({kUnmatched, method_text});
  latency->observe(seconds);
}

class InFlight {
 public:
  InFlight() { http_metrics().in_flight.inc(); }
  ~InFlight() { http_metrics().in_flight.dec(); }
  InFlight(const InFlight&) = delete;
  InFlight& operator=(const InFlight&) = delete;
};

Route make_route(const char* method, const std::string& pattern, Handler handler, Runs runs = Runs::on_event_loop,
                 bool sheddable = true) {
  Route route{method, {}, false, std::regex(pattern), std::move(handler), runs, pattern,
              &http_metrics().latency.with({pattern, method}),
              sheddable ? &http_metrics().shed.with({pattern}) : nullptr, sheddable};
  std::size_t special = pattern.find_first_of("\\^$.|?*+()[]{}");
  route.literal = special == std::string::npos;
  route.prefix = pattern.substr(0, special);
  // A quantifier makes the character before it optional.
  if (!route.literal && std::strchr("?*{", pattern[special]) != nullptr && !route.prefix.empty()) route.prefix.pop_back();
  return route;
}

bool quiet_close(const beast::error_code& error) {
  return error == bhttp::error::end_of_stream || error == net::error::eof || error == net::error::operation_aborted ||
         error == beast::error::timeout || error == net::error::connection_reset || error == net::error::broken_pipe ||
         error == bhttp::error::partial_message;
}

// One warning a second at most while requests are refused, with how many were since the last one: a log line per
// refusal would cost the very time shedding saves.
class ShedLog {
 public:
  void refused(const Route& route, const char* why, std::chrono::steady_clock::duration waited) {
    ++unlogged_;
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    auto last = last_logged_.load(std::memory_order_relaxed);
    if (now - last < std::chrono::steady_clock::duration(std::chrono::seconds(1)).count()) return;
    if (!last_logged_.compare_exchange_strong(last, now)) return;
    log::warn("overloaded: refusing requests (503)",
              {{"refused", unlogged_.exchange(0)},
               {"route", route.pattern_text},
               {"why", why},
               {"waitedMs", std::chrono::duration_cast<std::chrono::milliseconds>(waited).count()}});
  }

 private:
  std::atomic<std::int64_t> unlogged_{0};
  std::atomic<std::chrono::steady_clock::rep> last_logged_{std::numeric_limits<std::chrono::steady_clock::rep>::min() / 2};
};

int status_of_read_error(const beast::error_code& error) {
  if (error == bhttp::error::body_limit) return 413;
  if (error == bhttp::error::header_limit) return 431;
  return 400;
}

}  // namespace

class Connection;

struct Server::Impl {
  explicit Impl(ServerOptions server_options)
      : options(std::move(server_options)),
        io(options.threads),
        workers(static_cast<std::size_t>(options.worker_threads)),
        strand(net::make_strand(io)),
        drain_timer(strand) {}

  // The route for a request (its regex groups land in request.matches), or nullptr.
  const Route* find(Request& request) const;
  bool open(Acceptor& acceptor, const stream_protocol::endpoint& endpoint);
  bool open_unix_socket();
  void remove_unix_socket() const;
  void accept(Acceptor& acceptor, bool over_tcp);
  void add(const std::shared_ptr<Connection>& connection);
  void remove(Connection* connection);

  ServerOptions options;
  net::io_context io;
  net::thread_pool workers;
  net::strand<net::io_context::executor_type> strand;  // the acceptors and the drain timer
  std::vector<std::unique_ptr<Acceptor>> acceptors;   // TCP, and the Unix socket when one is configured
  ino_t unix_socket_inode = 0;                         // the socket file this process made
  net::steady_timer drain_timer;
  std::vector<Route> routes;
  struct ReadinessCheck {
    std::string name;
    std::function<bool()> check;
    Server::Readiness kind;
  };
  std::vector<ReadinessCheck> readiness_checks;
  std::atomic<bool> stopping{false};
  std::atomic<int> waiting_for_worker{0};  // posted to the worker pool, not started yet
  ShedLog shed_log;

  // How far behind the event loop is: a probe posted to it measures how long the work queued ahead of it took to
  // run (the rest of the ready connections). One at a time, posted as requests arrive, so an idle loop is never
  // woken for it.
  void probe_event_loop() {
    if (probe_pending.exchange(true)) return;
    const auto posted = std::chrono::steady_clock::now();
    net::post(io, [this, posted] {
      const auto now = std::chrono::steady_clock::now();
      const auto lag = now - posted;
      event_loop_lag.store(lag);
      probed_at.store(now);
      if (lag <= options.max_event_loop_lag) {
        behind_since.store(kNotBehind);
      } else if (behind_since.load() == kNotBehind) {
        behind_since.store(now);
      }
      probe_pending = false;
    });
  }
  // The loop's lag when it has stayed behind max_event_loop_lag for at least as long again, else zero: one pause of
  // the thread (the machine busy elsewhere for a moment) refuses nobody, a loop that cannot catch up does. Only a
  // fresh measure counts (taken within the lag it found): under load probes follow each other, while a request
  // after a quiet spell must not be refused for a pause long over.
  std::chrono::steady_clock::duration event_loop_behind() const {
    const auto since = behind_since.load();
    if (since == kNotBehind) return {};
    const auto now = std::chrono::steady_clock::now();
    const auto lag = event_loop_lag.load();
    const auto fresh = std::max<std::chrono::steady_clock::duration>(lag, options.max_event_loop_lag);
    if (now - since < options.max_event_loop_lag || now - probed_at.load() > fresh) return {};
    return lag;
  }
  static constexpr std::chrono::steady_clock::time_point kNotBehind{};
  std::atomic<bool> probe_pending{false};
  std::atomic<std::chrono::steady_clock::duration> event_loop_lag{};
  std::atomic<std::chrono::steady_clock::time_point> behind_since{kNotBehind};
  std::atomic<std::chrono::steady_clock::time_point> probed_at{};
  std::mutex connections_mutex;
  std::unordered_map<Connection*, std::weak_ptr<Connection>> connections;
};

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(stream_protocol::socket socket, Server::Impl& server) : stream_(std::move(socket)), server_(server) {
    beast::error_code ignored;
    auto peer = stream_.socket().remote_endpoint(ignored);
    if (!ignored && (peer.protocol().family() == AF_INET || peer.protocol().family() == AF_INET6)) {
      tcp::endpoint address;
      std::memcpy(address.data(), peer.data(), peer.size());
      remote_addr_ = address.address().to_string();
    }
  }
  ~Connection() { server_.remove(this); }

  void start() {
    net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read_header(); });
  }

  // From stop(): an idle connection closes now; a busy one closes after its answer.
  void shut_down() {
    net::dispatch(stream_.get_executor(), [self = shared_from_this()] {
      if (self->idle_) self->close();
    });
  }

 private:
  void read_header() {
    if (server_.stopping) return close();
    parser_.emplace();
    parser_->header_limit(kHeaderLimit);
    parser_->body_limit(server_.options.max_body_bytes);
    idle_ = buffer_.size() == 0;
    stream_.expires_after(kIdleTimeout);
    bhttp::async_read_header(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code error, std::size_t) {
      self->idle_ = false;
      if (error) return self->fail(error);
      self->read_body();
    });
  }

  void read_body() {
    if (parser_->is_done()) return respond();
    stream_.expires_after(kTransferTimeout);
    auto expect = parser_->get()[bhttp::field::expect];
    if (beast::iequals(expect, "100-continue")) {
      static constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
      net::async_write(stream_, net::buffer(kContinue.data(), kContinue.size()),
                       [self = shared_from_this()](beast::error_code error, std::size_t) {
                         if (error) return self->close();
                         self->read_rest();
                       });
      return;
    }
    read_rest();
  }

  void read_rest() {
    bhttp::async_read(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code error, std::size_t) {
      if (error) return self->fail(error);
      self->respond();
    });
  }

  void fail(const beast::error_code& error) {
    if (quiet_close(error)) return close();
    // The request cannot be read (malformed, too large): answer once, then close, since the stream is out of step.
    Response response;
    send_default_error(response, status_of_read_error(error));
    write(response, false);
  }

  void respond() {
    auto& incoming = parser_->get();
    auto request = std::make_shared<Request>();
    request->method = std::string(incoming.method_string());
    request->target = std::string(incoming.target());
    request->version = "HTTP/1.1";
    request->remote_addr = remote_addr_;
    const auto query_start = request->target.find('?');
    request->path = httplib::detail::decode_url(request->target.substr(0, query_start), false);
    if (query_start != std::string::npos) {
      httplib::detail::parse_query_text(request->target.substr(query_start + 1), request->params);
    }
    for (const auto& field : incoming) request->headers.emplace(std::string(field.name_string()), std::string(field.value()));
    request->body = std::move(incoming.body());
    keep_alive_ = incoming.keep_alive();

    // Once per request: a request run again on the worker pool has lost the proof already.
    const bool admitted = admit_gateway_headers(*request, server_.options.gateway_secret);
    const Route* route = admitted ? server_.find(*request) : nullptr;
    if (route != nullptr && route->runs == Runs::on_worker_pool) return run_on_worker_pool(request, route);
    server_.probe_event_loop();
    if (route != nullptr && route->sheddable) {
      if (const auto lag = server_.event_loop_behind(); lag != lag.zero()) {
        auto response = refuse(*request, *route, "event loop behind", lag);
        return write(response, keep_alive_ && !server_.stopping);
      }
    }
    try {
      auto response = run(*request, route, admitted);
      write(response, keep_alive_ && !server_.stopping);
    } catch (const MoveToWorkerPool&) {
      run_on_worker_pool(request, route);
    }
  }

  // Queues the request for a worker, unless too many wait already: then it is refused at once, on the event loop.
  void run_on_worker_pool(std::shared_ptr<Request> request, const Route* route) {
    const auto& options = server_.options;
    const int waiting = server_.waiting_for_worker.load();
    if (route->sheddable && waiting >= options.max_waiting_for_worker) {
      auto response = refuse(*request, *route, "worker queue full", {});
      return write(response, keep_alive_ && !server_.stopping);
    }
    ++server_.waiting_for_worker;
    http_metrics().waiting_for_worker.inc();
    const auto queued = std::chrono::steady_clock::now();
    net::post(server_.workers, [self = shared_from_this(), request = std::move(request), route, queued] {
      --self->server_.waiting_for_worker;
      http_metrics().waiting_for_worker.dec();
      const auto waited = std::chrono::steady_clock::now() - queued;
      auto response = route->sheddable && waited > self->server_.options.max_worker_wait
                          ? self->refuse(*request, *route, "waited too long for a worker", waited)
                          : self->run(*request, route);
      net::dispatch(self->stream_.get_executor(), [self, response = std::move(response)]() mutable {
        self->write(response, self->keep_alive_ && !self->server_.stopping);
      });
    });
  }

  // The 503 of a request refused under overload: counted (as answered, and as shed), logged once a second at most.
  Response refuse(const Request& request, const Route& route, const char* why,
                  std::chrono::steady_clock::duration waited) {
    set_current_request_id(accept_request_id(request.get_header_value("X-Request-Id")));
    Response response;
    send_overloaded(response);
    count_request(&route, route.method, response.status, std::chrono::duration<double>(waited).count());
    route.shed->inc();
    server_.shed_log.refused(route, why, waited);
    return response;
  }

  // Runs the route's handler (or answers 404) with the request id set, and logs the request.
  // admitted: false for a request refused for naming an upload body without the gateway's proof.
  Response run(Request& request, const Route* route, bool admitted = true) {
    const auto started = std::chrono::steady_clock::now();
    const InFlight in_flight;
    set_current_request_id(accept_request_id(request.get_header_value("X-Request-Id")));

    Response response;
    if (!admitted) {
      send_json(response, 403, {{"message", "The upload hand-off is accepted only from the gateway"},
                                {"code", "gateway_only"}});
    } else if (route == nullptr) {
      send_default_error(response, 404);
    } else if (auto boundary = multipart_boundary(request.get_header_value("Content-Type"));
               boundary && !parse_into(request, *boundary)) {
      send_json(response, 400, {{"message", "The multipart body is malformed"}, {"code", "http_400"}});
    } else {
      route->handler(request, response);
      if (response.status == -1) response.status = 200;
      if (response.status >= 400 && response.body.empty()) send_default_error(response, response.status);
    }
    // Nearly every answer depends on who asks (the session cookie), and the rest are small: no browser or proxy
    // keeps any of them, unless a handler says otherwise.
    if (!response.has_header("Cache-Control")) response.set_header("Cache-Control", "no-store");

    const auto elapsed = std::chrono::steady_clock::now() - started;
    count_request(route, request.method, response.status, std::chrono::duration<double>(elapsed).count());
    if (request.path != "/healthz" && request.path != "/readyz" && request.path != "/metrics") {
      // Milliseconds straight from the integer nanoseconds: one rounding, so 240 µs logs as 0.24.
      log::info("request", {{"method", request.method},
                            {"path", request.path},
                            {"status", response.status},
                            // Whole microseconds: a double's tail (0.021610999999999998) is noise, and a long run of
                            // digits in a log line looks like data it is not (a card number to the test that looks).
                            {"durationMs", static_cast<double>(std::chrono::duration_cast<std::chrono::microseconds>(
                                               elapsed).count()) / 1000.0}});
    }
    return response;
  }

  static bool parse_into(Request& request, const std::string& boundary) {
    auto parts = parse_multipart(request.body, boundary);
    if (!parts) return false;
    request.files = std::move(*parts);
    return true;
  }

  void write(Response& response, bool keep_alive) {
    answer_ = {};
    answer_.version(11);
    answer_.result(static_cast<unsigned>(response.status));
    for (const auto& [name, value] : response.headers) answer_.insert(name, value);
    answer_.body() = std::move(response.body);
    answer_.keep_alive(keep_alive);
    answer_.prepare_payload();
    stream_.expires_after(kTransferTimeout);
    bhttp::async_write(stream_, answer_, [self = shared_from_this(), keep_alive](beast::error_code error, std::size_t) {
      if (error || !keep_alive) return self->close();
      self->read_header();
    });
  }

  void close() {
    beast::error_code ignored;
    stream_.socket().shutdown(stream_protocol::socket::shutdown_both, ignored);
    stream_.close();
  }

  Stream stream_;
  Server::Impl& server_;
  std::string remote_addr_;
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  bhttp::response<bhttp::string_body> answer_;
  bool keep_alive_ = false;
  std::atomic<bool> idle_{false};
};

const Route* Server::Impl::find(Request& request) const {
  for (const auto& route : routes) {
    if (route.method != request.method) continue;
    if (route.literal ? request.path != route.prefix : request.path.compare(0, route.prefix.size(), route.prefix) != 0) {
      continue;
    }
    if (std::regex_match(request.path, request.matches, route.pattern)) return &route;
  }
  return nullptr;
}

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
      auto connection = std::make_shared<Connection>(std::move(socket), *this);
      add(connection);
      connection->start();
    } else if (error != net::error::operation_aborted) {
      log::warn("accept failed", {{"error", error.message()}});
    }
    accept(acceptor, over_tcp);
  };
  acceptor.async_accept(net::make_strand(io), std::move(on_accept));
}

void Server::Impl::add(const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(connections_mutex);
  connections.emplace(connection.get(), connection);
}

void Server::Impl::remove(Connection* connection) {
  std::lock_guard lock(connections_mutex);
  connections.erase(connection);
  if (stopping && connections.empty()) net::post(drain_timer.get_executor(), [this] { drain_timer.cancel(); });
}

bool on_event_loop() { return t_on_event_loop; }

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  // Never refused under overload: an instance that answers them is busy, not dead.
  impl_->routes.push_back(make_route("GET", "/healthz", [](const Request&, Response& response) {
    send_json(response, 200, {{"status", "ok"}});
  }, Runs::on_event_loop, false));
  impl_->routes.push_back(make_route("GET", "/readyz", [this](const Request&, Response& response) {
    Json checks = Json::object();
    bool ready = true;
    Json degraded = Json::array();
    for (const auto& [name, check, kind] : impl_->readiness_checks) {
      bool ok = false;
      try {
        ok = check();
      } catch (const std::exception&) {
        ok = false;
      }
      checks[name] = ok;
      if (ok) continue;
      if (kind == Readiness::required) ready = false;
      degraded.push_back(name);
    }
    Json body = {{"status", ready ? "ready" : "not ready"}, {"checks", checks}};
    if (ready && !degraded.empty()) body["degraded"] = degraded;
    send_json(response, ready ? 200 : 503, body);
  }, Runs::on_worker_pool, false));  // the checks wait on PostgreSQL, Redis and Kafka
  // Prometheus scrapes the service's own port; nginx does not route it (gateway/nginx.conf).
  impl_->routes.push_back(make_route("GET", "/metrics", [](const Request&, Response& response) {
    response.set_content(metrics::registry().expose(), metrics::kContentType);
  }, Runs::on_worker_pool, false));  // some collectors ask PostgreSQL
}

Server::~Server() = default;

void Server::route(const char* method, const std::string& pattern, Handler handler, Runs runs) {
  auto guarded = [handler = std::move(handler)](const Request& request, Response& response) {
    try {
      handler(request, response);
    } catch (const MoveToWorkerPool&) {
      throw;
    } catch (const DomainError& error) {
      send_error(response, error);
    } catch (const std::exception& e) {
      send_internal_error(response, e.what());
    } catch (...) {
      send_internal_error(response, "unknown exception");
    }
  };
  impl_->routes.push_back(make_route(method, pattern, std::move(guarded), runs));
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
    std::vector<std::shared_ptr<Connection>> open;
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
