#pragma once
// HTTP for every service: handlers see cpp-httplib's Request and Response; the server underneath is Boost.Beast on
// an Asio event loop (cpp-httplib 0.11 holds a thread per keep-alive connection and polls it every 10 ms, which
// spent most of a core in the scheduler at a few thousand requests per second: docs/benchmarks). One JSON error
// shape ({"message","code"}), a catch-all for exceptions, the request id from nginx, one JSON log line per request,
// /healthz and /readyz, and /metrics (cw/metrics.hpp: requests and latency per route pattern, in flight).
#include <cw/csv_export.hpp>
#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/idempotency.hpp>
#include <cw/session.hpp>

#include <httplib.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace cw::http {

using Request = httplib::Request;
using Response = httplib::Response;
using Json = nlohmann::json;
using Handler = std::function<void(const Request&, Response&)>;

inline constexpr const char* kJsonContentType = "application/json; charset=utf-8";

struct ServerOptions {
  std::string host;
  int port = 0;
  // Threads running the event loop (reading and writing every connection) and the quick handlers. One thread is
  // fastest: no hand-offs between threads (measured: docs/benchmarks). Idle connections hold none.
  int threads = 1;
  // Threads for every other handler (Runs::on_worker_pool): they may wait on PostgreSQL, a lock or a password hash
  // without holding up the event loop.
  int worker_threads = 16;
  std::size_t max_body_bytes = 1 << 20;
  // Also accept connections on this Unix socket (a gateway on the same host): no TCP stack on either side.
  std::string unix_socket;
  // What the gateway sends in X-Gateway-Secret with every request it proxies (CommonConfig::gateway_secret). Empty:
  // no request counts as the gateway's.
  std::string gateway_secret;
  // Load shedding: past what the service can serve, a request is refused at once (503 overloaded, Retry-After: 1,
  // counted in cw_http_requests_shed_total) instead of queueing behind the others, so that those accepted are still
  // answered quickly. A request for the worker pool is refused when this many already wait for a worker, and one
  // that waited longer than max_worker_wait for a worker (the workers are stuck: a slow database) is refused rather
  // than run late. A request for an event-loop handler is refused while the loop is further behind than
  // max_event_loop_lag (its ready connections take that long to get through: it is short of CPU). /healthz,
  // /readyz and /metrics are never refused.
  int max_waiting_for_worker = 64;
  std::chrono::milliseconds max_worker_wait{500};
  std::chrono::milliseconds max_event_loop_lag{20};
};

// The proof that nginx sent a request: the header it adds to every request it proxies.
inline constexpr const char* kGatewaySecretHeader = "X-Gateway-Secret";
// Headers only nginx sets (it drops a browser's own). The service port and its Unix socket are reachable without
// nginx, so a request without the proof has them removed before any handler runs, and one that names an upload body
// (X-Upload-File: a path on the shared files volume) is refused with 403: it could point at somebody else's upload.
// Handlers read them as usual; the proof itself is removed from every request.
inline constexpr const char* kUploadFileHeader = "X-Upload-File";
inline const std::vector<std::string> kGatewayOnlyHeaders = {"X-Forwarded-For", "X-Forwarded-Proto", "X-Original-URI",
                                                             "X-Original-Method", "X-Upload-Length"};

// Where a handler runs. On the worker pool (the default): anything that may wait, such as PostgreSQL, a row lock or
// a password hash. On the event loop: only handlers that answer from memory or Redis, since while one runs no other
// connection is served; they skip two thread hand-offs. Such a handler that finds nothing in memory moves its request
// to the worker pool with from_memory_or_worker_pool().
enum class Runs { on_worker_pool, on_event_loop };

// True on an event-loop thread.
bool on_event_loop();

// Thrown on the event loop to run the request again, from the start, on the worker pool.
struct MoveToWorkerPool {};

// The remembered answer; else, on the event loop, the request moves to the worker pool, and there compute() runs.
template <typename T, typename Compute>
T from_memory_or_worker_pool(std::optional<T> remembered, Compute compute) {
  if (remembered) return std::move(*remembered);
  if (on_event_loop()) throw MoveToWorkerPool{};
  return compute();
}

class Server {
 public:
  explicit Server(ServerOptions options);

  void get(const std::string& pattern, Handler handler, Runs runs = Runs::on_worker_pool);
  void post(const std::string& pattern, Handler handler, Runs runs = Runs::on_worker_pool);
  void put(const std::string& pattern, Handler handler, Runs runs = Runs::on_worker_pool);
  void patch(const std::string& pattern, Handler handler, Runs runs = Runs::on_worker_pool);
  void del(const std::string& pattern, Handler handler, Runs runs = Runs::on_worker_pool);

  // /readyz answers 200 only when every required check passes. A check that is only reported shows in the answer
  // ({"checks": {...}, "degraded": [names]}) without taking the instance out of service: the service still serves
  // without it (Kafka: writes wait in the outbox; taking every pod out during a broker outage would stop them too).
  enum class Readiness { required, reported };
  void add_readiness_check(std::string name, std::function<bool()> check, Readiness kind = Readiness::required);

  // Binds, then serves until stop(); returns false when the port cannot be bound.
  bool listen();
  // Stops accepting and closes idle connections; requests in progress finish before listen() returns.
  void stop();

  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  struct Impl;  // Beast and Asio stay in the server's own sources (libs/common/src/http_server_impl.hpp)

 private:
  void route(const char* method, const std::string& pattern, Handler handler, Runs runs);

  std::unique_ptr<Impl> impl_;
};

void send_json(Response& response, int status, const Json& body);

// An answer kept in memory can be kept gzip-compressed too (cw/compression.hpp) and sent as is to every client that
// accepts it: nginx passes a compressed answer through rather than compressing it again on each request.
bool accepts_gzip(const Request& request);
// Serialised JSON, in its gzip form when the client accepts it and one is given.
void send_json_text(const Request& request, Response& response, int status, const std::string& json,
                    const std::string& gzipped);
void send_error(Response& response, const DomainError& error);
// A CSV export as an attachment, sent chunk by chunk as its pages are read (the server calls the export's next() on
// its worker pool between writes).
void send_csv(Response& response, csv::Export csv);
// The HTTP status of a domain error (invalid 400, forbidden 403, ...).
int status_of(ErrorKind kind);

// The JSON object of a request body; throws invalid("Request body must be a JSON object") otherwise.
Json json_body(const Request& request);

// True when the browser reached nginx over https (X-Forwarded-Proto), so cookies get the Secure attribute.
bool is_secure(const Request& request);

// The caller's session, or throws unauthenticated().
Session require_session(const Request& request, SessionStore& sessions);
// Who calls, from their session, or throws unauthenticated(): what a use case is given.
Caller require_caller(const Request& request, SessionStore& sessions);
std::optional<std::string> session_id(const Request& request);
// The token of an Authorization: Bearer header (a personal API token), or nullopt.
std::optional<std::string> bearer_token(const Request& request);
// The caller's session when signed in (for public calls that show more to some callers).
std::optional<Session> optional_session(const Request& request, SessionStore& sessions);

// The positive integer in the path's regex group, or throws not_found(message) (malformed ids are unknown ids).
std::int64_t path_id(const Request& request, std::size_t group, const std::string& not_found_message);

// The request's Idempotency-Key header, checked (cw/idempotency.hpp), with the hash of the request's path and body;
// nullopt without the header.
std::optional<idempotency::Key> idempotency_key(const Request& request, const Json& body);

// A query parameter (percent-decoded), checked as text (cw/fields.hpp): a NUL or bytes that are not UTF-8 are a 400.
std::optional<std::string> query(const Request& request, const char* name);

// ?page= and ?pageSize= of a paged list, checked as text like query(); cw::fields::page reads the numbers.
fields::PageQuery page_query(const Request& request);
// The paging members of a page's answer, {"total", "page", "pageSize"}, to which the list adds its own.
Json page_fields(std::int64_t total, const fields::Page& page);

}  // namespace cw::http
