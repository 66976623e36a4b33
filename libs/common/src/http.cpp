#include <cw/fields.hpp>
#include <cw/http.hpp>

#include <cstdlib>

namespace cw::http {

int status_of(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::invalid: return 400;
    case ErrorKind::unauthenticated: return 401;
    case ErrorKind::payment_failed: return 402;
    case ErrorKind::forbidden: return 403;
    case ErrorKind::not_found: return 404;
    case ErrorKind::conflict: return 409;
    case ErrorKind::too_large: return 413;
    case ErrorKind::rate_limited: return 429;
    case ErrorKind::unavailable: return 503;
  }
  return 500;
}

void send_json(Response& response, int status, const Json& body) {
  response.status = status;
  response.set_content(body.dump(-1, ' ', false, Json::error_handler_t::replace), kJsonContentType);
}

void send_csv(Response& response, csv::Export csv) {
  response.status = 200;
  response.set_header("Content-Disposition", "attachment; filename=\"" + csv.file_name + "\"");
  response.set_header("Cache-Control", "private, no-store");
  response.set_chunked_content_provider(
      "text/csv; charset=utf-8", [next = std::move(csv.next)](std::size_t, httplib::DataSink& sink) {
        if (auto piece = next()) {
          sink.write(piece->data(), piece->size());
        } else {
          sink.done();
        }
        return true;
      });
}

bool accepts_gzip(const Request& request) {
  const auto header = request.get_header_value("Accept-Encoding");
  std::size_t start = 0;
  while (start < header.size()) {
    auto end = header.find(',', start);
    if (end == std::string::npos) end = header.size();
    auto item = header.substr(start, end - start);
    start = end + 1;
    auto first = item.find_first_not_of(' ');
    if (first == std::string::npos) continue;
    auto semicolon = item.find(';', first);
    auto coding = item.substr(first, semicolon == std::string::npos ? std::string::npos : semicolon - first);
    while (!coding.empty() && coding.back() == ' ') coding.pop_back();
    if (coding != "gzip") continue;
    if (semicolon == std::string::npos) return true;
    auto q = item.find("q=", semicolon);
    return q == std::string::npos || std::strtod(item.c_str() + q + 2, nullptr) > 0;
  }
  return false;
}

void send_json_text(const Request& request, Response& response, int status, const std::string& json,
                    const std::string& gzipped) {
  response.status = status;
  if (!gzipped.empty() && accepts_gzip(request)) {
    response.set_header("Content-Encoding", "gzip");
    response.set_header("Vary", "Accept-Encoding");  // nginx adds it to the answers it compresses itself
    response.set_content(gzipped, kJsonContentType);
  } else {
    response.set_content(json, kJsonContentType);
  }
}

void send_error(Response& response, const DomainError& error) {
  if (error.retry_after_seconds() > 0) response.set_header("Retry-After", std::to_string(error.retry_after_seconds()));
  Json body = {{"message", error.what()}};
  if (!error.code().empty()) body["code"] = error.code();
  for (const auto& [name, value] : error.fields()) body[name] = value;
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

std::optional<std::string> bearer_token(const Request& request) {
  const auto header = request.get_header_value("Authorization");
  constexpr std::string_view kScheme = "Bearer ";
  if (header.size() <= kScheme.size() || header.compare(0, kScheme.size(), kScheme) != 0) return std::nullopt;
  return header.substr(kScheme.size());
}

namespace {

// A read-scope token may only read.
Session allowed(const Request& request, Session session) {
  if (session.read_only && request.method != "GET" && request.method != "HEAD") {
    throw forbidden("This API token can only read: create a read-write token to make changes");
  }
  return session;
}

}  // namespace

std::optional<Session> optional_session(const Request& request, SessionStore& sessions) {
  if (auto token = bearer_token(request)) {
    auto session = sessions.find_token(*token);
    return session ? std::optional(allowed(request, *session)) : std::nullopt;
  }
  auto id = session_id(request);
  return id ? sessions.find(*id) : std::nullopt;
}

Session require_session(const Request& request, SessionStore& sessions) {
  // An Authorization header is the caller's choice of credentials: a bad token is refused, never a cookie used instead.
  if (request.has_header("Authorization")) {
    auto token = bearer_token(request);
    auto session = token ? sessions.find_token(*token) : std::nullopt;
    if (!session) throw unauthenticated();
    return allowed(request, *session);
  }
  auto id = session_id(request);
  if (!id) throw unauthenticated();
  auto session = sessions.find(*id);
  if (!session) throw unauthenticated();
  return *session;
}

Caller require_caller(const Request& request, SessionStore& sessions) {
  return require_session(request, sessions).caller();
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

std::optional<idempotency::Key> idempotency_key(const Request& request, const Json& body) {
  if (!request.has_header(idempotency::kHeader)) return std::nullopt;
  auto key = request.get_header_value(idempotency::kHeader);
  idempotency::check_key(key);
  return idempotency::Key{std::move(key), idempotency::request_hash(request.path + "\n" + body.dump())};
}

std::optional<std::string> query(const Request& request, const char* name) {
  if (!request.has_param(name)) return std::nullopt;
  auto value = request.get_param_value(name);
  fields::check_text(value, name);
  return value;
}

fields::PageQuery page_query(const Request& request) {
  return {query(request, "page"), query(request, "pageSize")};
}

Json page_fields(std::int64_t total, const fields::Page& page) {
  return {{"total", total}, {"page", page.number}, {"pageSize", page.size}};
}

}  // namespace cw::http
