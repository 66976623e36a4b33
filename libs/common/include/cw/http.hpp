#pragma once
// HTTP over cpp-httplib: one JSON error shape ({"message","code"}), a catch-all for exceptions, the request id
// from nginx, one JSON log line per request, /healthz and /readyz, and settings that keep keep-alive clients
// from starving (see shared/infra/cpp-httplib.md).
#include <cw/errors.hpp>
#include <cw/session.hpp>

#include <httplib.h>

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace cw::http {

using Request = httplib::Request;
using Response = httplib::Response;
using Json = nlohmann::json;
using Handler = std::function<void(const Request&, Response&)>;

// Not the bare "application/json": cpp-httplib 0.11 compresses exactly that type (brotli, ~1 ms of CPU per answer)
// whenever the client accepts it. nginx compresses for browsers instead.
inline constexpr const char* kJsonContentType = "application/json; charset=utf-8";

struct ServerOptions {
  std::string host;
  int port = 0;
  int threads = 256;
  std::size_t max_body_bytes = 1 << 20;
};

class Server {
 public:
  explicit Server(ServerOptions options);

  void get(const std::string& pattern, Handler handler);
  void post(const std::string& pattern, Handler handler);
  void put(const std::string& pattern, Handler handler);
  void patch(const std::string& pattern, Handler handler);
  void del(const std::string& pattern, Handler handler);

  // /readyz answers 200 only when every check passes.
  void add_readiness_check(std::string name, std::function<bool()> check);

  // Binds, then serves until stop(); returns false when the port cannot be bound.
  bool listen();
  // Stops accepting; requests in progress finish before listen() returns.
  void stop();

 private:
  Handler wrap(Handler handler);

  ServerOptions options_;
  httplib::Server server_;
  socket_t listen_socket_ = -1;
  std::vector<std::pair<std::string, std::function<bool()>>> readiness_checks_;
};

void send_json(Response& response, int status, const Json& body);
void send_error(Response& response, const DomainError& error);

// The JSON object of a request body; throws invalid("Request body must be a JSON object") otherwise.
Json json_body(const Request& request);

// True when the browser reached nginx over https (X-Forwarded-Proto), so cookies get the Secure attribute.
bool is_secure(const Request& request);

// The caller's session, or throws unauthenticated().
Session require_session(const Request& request, SessionStore& sessions);
std::optional<std::string> session_id(const Request& request);
// The caller's session when signed in (for public calls that show more to some callers).
std::optional<Session> optional_session(const Request& request, SessionStore& sessions);

// The positive integer in the path's regex group, or throws not_found(message) (malformed ids are unknown ids).
std::int64_t path_id(const Request& request, std::size_t group, const std::string& not_found_message);

// Query parameter helpers.
std::optional<std::string> query(const Request& request, const char* name);

}  // namespace cw::http
