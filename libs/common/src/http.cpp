#include <cw/http.hpp>
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <sodium.h>

#include <sys/socket.h>

#include <chrono>

namespace cw::http {

namespace {

constexpr std::size_t kMaxRequestIdLength = 64;
constexpr int kListenBacklog = 4096;

// cpp-httplib serves one request at a time per thread, so the request's start time can live in the thread.
thread_local std::chrono::steady_clock::time_point t_started;

std::string new_request_id() {
  unsigned char bytes[16];
  randombytes_buf(bytes, sizeof bytes);
  char hex[sizeof bytes * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, bytes, sizeof bytes);
  return hex;
}

int status_of(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::invalid: return 400;
    case ErrorKind::unauthenticated: return 401;
    case ErrorKind::forbidden: return 403;
    case ErrorKind::not_found: return 404;
    case ErrorKind::conflict: return 409;
    case ErrorKind::too_large: return 413;
    case ErrorKind::rate_limited: return 429;
    case ErrorKind::unavailable: return 503;
  }
  return 500;
}

void send_internal_error(Response& response, const char* what) {
  log::error("unhandled exception", {{"requestId", current_request_id()}, {"error", what}});
  send_json(response, 500, {{"message", "Something went wrong on our side. Please try again."}, {"code", "internal"}});
}

const char* default_message(int status) {
  switch (status) {
    case 400: return "Bad request";
    case 404: return "Not found";
    case 405: return "Method not allowed";
    case 413: return "Request body too large";
    case 414: return "Request URI too long";
    case 416: return "Range not satisfiable";
    case 503: return "Service unavailable";
    default: return status >= 500 ? "Something went wrong on our side. Please try again." : "Request refused";
  }
}

}  // namespace

Server::Server(ServerOptions options) : options_(std::move(options)) {
  const int threads = options_.threads;
  server_.new_task_queue = [threads] { return new httplib::ThreadPool(static_cast<std::size_t>(threads)); };
  server_.set_tcp_nodelay(true);
  server_.set_keep_alive_max_count(1000000);
  server_.set_keep_alive_timeout(30);
  server_.set_read_timeout(10);
  server_.set_write_timeout(10);
  server_.set_payload_max_length(options_.max_body_bytes);
  // httplib's own options set SO_REUSEPORT, which would let a second instance silently share the port; and it
  // listens with a backlog of 5. Remember the socket here and widen the backlog once bound (see listen()).
  server_.set_socket_options([this](socket_t socket) {
    int yes = 1;
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    listen_socket_ = socket;
  });

  server_.set_pre_routing_handler([](const Request& request, Response&) {
    t_started = std::chrono::steady_clock::now();
    auto id = request.get_header_value("X-Request-Id");
    set_current_request_id((id.empty() || id.size() > kMaxRequestIdLength) ? new_request_id() : id);
    return httplib::Server::HandlerResponse::Unhandled;
  });
  // Called for every answer of 400 or more: fills the body only when no handler did (unknown route, too large).
  server_.set_error_handler(httplib::Server::HandlerWithResponse([](const Request&, Response& response) {
    if (!response.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    send_json(response, response.status, {{"message", default_message(response.status)}, {"code", "http_" + std::to_string(response.status)}});
    return httplib::Server::HandlerResponse::Handled;
  }));
  server_.set_exception_handler([](const Request&, Response& response, std::exception_ptr error) {
    try {
      if (error) std::rethrow_exception(error);
    } catch (const std::exception& e) {
      send_internal_error(response, e.what());
    } catch (...) {
      send_internal_error(response, "unknown exception");
    }
  });
  server_.set_logger([](const Request& request, const Response& response) {
    auto elapsed = std::chrono::steady_clock::now() - t_started;
    if (request.path == "/healthz" || request.path == "/readyz") return;
    log::info("request", {{"requestId", current_request_id()},
                          {"method", request.method},
                          {"path", request.path},
                          {"status", response.status},
                          {"durationMs", std::chrono::duration<double, std::milli>(elapsed).count()}});
  });

  server_.Get("/healthz", [](const Request&, Response& response) { send_json(response, 200, {{"status", "ok"}}); });
  server_.Get("/readyz", [this](const Request&, Response& response) {
    Json checks = Json::object();
    bool ready = true;
    for (const auto& [name, check] : readiness_checks_) {
      bool ok = false;
      try {
        ok = check();
      } catch (const std::exception&) {
        ok = false;
      }
      checks[name] = ok;
      ready = ready && ok;
    }
    send_json(response, ready ? 200 : 503, {{"status", ready ? "ready" : "not ready"}, {"checks", checks}});
  });
}

Handler Server::wrap(Handler handler) {
  return [handler = std::move(handler)](const Request& request, Response& response) {
    try {
      handler(request, response);
    } catch (const DomainError& error) {
      send_error(response, error);
    } catch (const std::exception& e) {
      send_internal_error(response, e.what());
    } catch (...) {
      send_internal_error(response, "unknown exception");
    }
  };
}

void Server::get(const std::string& pattern, Handler handler) { server_.Get(pattern, wrap(std::move(handler))); }
void Server::post(const std::string& pattern, Handler handler) { server_.Post(pattern, wrap(std::move(handler))); }
void Server::put(const std::string& pattern, Handler handler) { server_.Put(pattern, wrap(std::move(handler))); }
void Server::patch(const std::string& pattern, Handler handler) { server_.Patch(pattern, wrap(std::move(handler))); }
void Server::del(const std::string& pattern, Handler handler) { server_.Delete(pattern, wrap(std::move(handler))); }

void Server::add_readiness_check(std::string name, std::function<bool()> check) {
  readiness_checks_.emplace_back(std::move(name), std::move(check));
}

bool Server::listen() {
  if (!server_.bind_to_port(options_.host, options_.port)) return false;
  // Listening again on a listening socket only changes its backlog (Linux): bursts of new connections queue
  // instead of being dropped and retried a second later.
  if (listen_socket_ >= 0) ::listen(listen_socket_, kListenBacklog);
  log::info("listening", {{"host", options_.host}, {"port", options_.port}, {"threads", options_.threads}});
  return server_.listen_after_bind();
}

void Server::stop() { server_.stop(); }

void send_json(Response& response, int status, const Json& body) {
  response.status = status;
  response.set_content(body.dump(-1, ' ', false, Json::error_handler_t::replace), kJsonContentType);
}

void send_error(Response& response, const DomainError& error) {
  if (error.retry_after_seconds() > 0) response.set_header("Retry-After", std::to_string(error.retry_after_seconds()));
  Json body = {{"message", error.what()}};
  if (!error.code().empty()) body["code"] = error.code();
  send_json(response, status_of(error.kind()), body);
}

Json json_body(const Request& request) {
  auto body = Json::parse(request.body, nullptr, false);
  if (body.is_discarded() || !body.is_object()) throw invalid("Request body must be a JSON object");
  return body;
}

bool is_secure(const Request& request) { return request.get_header_value("X-Forwarded-Proto") == "https"; }

std::optional<std::string> session_id(const Request& request) {
  return cookie_value(request.get_header_value("Cookie"), kSessionCookie);
}

std::optional<Session> optional_session(const Request& request, SessionStore& sessions) {
  auto id = session_id(request);
  return id ? sessions.find(*id) : std::nullopt;
}

Session require_session(const Request& request, SessionStore& sessions) {
  auto id = session_id(request);
  if (!id) throw unauthenticated();
  auto session = sessions.find(*id);
  if (!session) throw unauthenticated();
  return *session;
}

std::int64_t path_id(const Request& request, std::size_t group, const std::string& not_found_message) {
  if (group >= request.matches.size()) throw not_found(not_found_message);
  const std::string text = request.matches[group];
  if (text.empty() || text.size() > 18) throw not_found(not_found_message);
  std::int64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') throw not_found(not_found_message);
    value = value * 10 + (c - '0');
  }
  if (value <= 0) throw not_found(not_found_message);
  return value;
}

std::optional<std::string> query(const Request& request, const char* name) {
  if (!request.has_param(name)) return std::nullopt;
  return request.get_param_value(name);
}

}  // namespace cw::http
