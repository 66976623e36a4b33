// One connection: reads its requests with Beast (within the header and body limits and the timeouts), hands each to
// its route on the event loop or the worker pool, sheds what the service cannot take, and writes the answers.
#include "http_answers.hpp"
#include "http_request_handling.hpp"
#include "http_server_impl.hpp"
#include "http_server_metrics.hpp"

#include <cw/log.hpp>

#include <chrono>
#include <cstring>
#include <string_view>
#include <utility>

namespace cw::http::detail {

namespace {

constexpr std::uint32_t kHeaderLimit = 16 * 1024;
constexpr auto kIdleTimeout = std::chrono::seconds(30);     // a keep-alive connection waiting for its next request
constexpr auto kTransferTimeout = std::chrono::seconds(10);  // the rest of a request once it started, or an answer

bool quiet_close(const beast::error_code& error) {
  return error == bhttp::error::end_of_stream || error == net::error::eof || error == net::error::operation_aborted ||
         error == beast::error::timeout || error == net::error::connection_reset || error == net::error::broken_pipe ||
         error == bhttp::error::partial_message;
}

int status_of_read_error(const beast::error_code& error) {
  if (error == bhttp::error::body_limit) return 413;
  if (error == bhttp::error::header_limit) return 431;
  return 400;
}

// The request as handlers see it (cpp-httplib's): path percent-decoded, query parameters parsed.
std::shared_ptr<Request> to_request(bhttp::request<bhttp::string_body>& incoming, const std::string& remote_addr) {
  auto request = std::make_shared<Request>();
  request->method = std::string(incoming.method_string());
  request->target = std::string(incoming.target());
  request->version = "HTTP/1.1";
  request->remote_addr = remote_addr;
  const auto query_start = request->target.find('?');
  request->path = httplib::detail::decode_url(request->target.substr(0, query_start), false);
  if (query_start != std::string::npos) {
    httplib::detail::parse_query_text(request->target.substr(query_start + 1), request->params);
  }
  for (const auto& field : incoming) request->headers.emplace(std::string(field.name_string()), std::string(field.value()));
  request->body = std::move(incoming.body());
  return request;
}

}  // namespace

Connection::Connection(stream_protocol::socket socket, Server::Impl& server) : stream_(std::move(socket)), server_(server) {
  beast::error_code ignored;
  auto peer = stream_.socket().remote_endpoint(ignored);
  if (!ignored && (peer.protocol().family() == AF_INET || peer.protocol().family() == AF_INET6)) {
    tcp::endpoint address;
    std::memcpy(address.data(), peer.data(), peer.size());
    remote_addr_ = address.address().to_string();
  }
}

void Connection::start() {
  net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read_header(); });
}

void Connection::shut_down() {
  net::dispatch(stream_.get_executor(), [self = shared_from_this()] {
    if (self->idle_) self->close();
  });
}

void Connection::read_header() {
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

void Connection::read_body() {
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

void Connection::read_rest() {
  bhttp::async_read(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code error, std::size_t) {
    if (error) return self->fail(error);
    self->respond();
  });
}

void Connection::fail(const beast::error_code& error) {
  if (quiet_close(error)) return close();
  // The request cannot be read (malformed, too large): answer once, then close, since the stream is out of step.
  Response response;
  send_default_error(response, status_of_read_error(error));
  write(response, false);
}

void Connection::respond() {
  auto& incoming = parser_->get();
  auto request = to_request(incoming, remote_addr_);
  keep_alive_ = incoming.keep_alive();

  // Once per request: a request run again on the worker pool has lost the proof already.
  const bool admitted = admit_gateway_headers(*request, server_.options.gateway_secret);
  const Route* route = admitted ? server_.find(*request) : nullptr;
  if (route != nullptr && route->runs == Runs::on_worker_pool) return run_on_worker_pool(request, route);
  server_.probe_event_loop();
  if (route != nullptr && route->sheddable) {
    if (const auto lag = server_.event_loop_lag.behind(); lag != lag.zero()) {
      auto response = refuse(*request, *route, "event loop behind", lag, server_.shed_log);
      return write(response, keep_alive_ && !server_.stopping);
    }
  }
  try {
    auto response = handle(*request, route, admitted);
    write(response, keep_alive_ && !server_.stopping);
  } catch (const MoveToWorkerPool&) {
    run_on_worker_pool(request, route);
  }
}

void Connection::run_on_worker_pool(std::shared_ptr<Request> request, const Route* route) {
  const auto& options = server_.options;
  const int waiting = server_.waiting_for_worker.load();
  if (route->sheddable && waiting >= options.max_waiting_for_worker) {
    auto response = refuse(*request, *route, "worker queue full", {}, server_.shed_log);
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
                        ? refuse(*request, *route, "waited too long for a worker", waited, self->server_.shed_log)
                        : handle(*request, route);
    net::dispatch(self->stream_.get_executor(), [self, response = std::move(response)]() mutable {
      self->write(response, self->keep_alive_ && !self->server_.stopping);
    });
  });
}

void Connection::write(Response& response, bool keep_alive) {
  if (response.content_provider_ && response.is_chunked_content_provider_) return write_streamed(response, keep_alive);
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

void Connection::write_streamed(Response& response, bool keep_alive) {
  streamed_head_ = {};
  streamed_head_.version(11);
  streamed_head_.result(static_cast<unsigned>(response.status));
  for (const auto& [name, value] : response.headers) streamed_head_.insert(name, value);
  streamed_head_.keep_alive(keep_alive);
  streamed_head_.chunked(true);
  streamed_serializer_.emplace(streamed_head_);
  auto provider = std::make_shared<httplib::ContentProvider>(std::move(response.content_provider_));
  stream_.expires_after(kTransferTimeout);
  bhttp::async_write_header(stream_, *streamed_serializer_,
                            [self = shared_from_this(), provider, keep_alive](beast::error_code error, std::size_t) {
                              if (error) return self->close();
                              self->write_next_chunk(provider, 0, keep_alive);
                            });
}

void Connection::write_next_chunk(std::shared_ptr<httplib::ContentProvider> provider, std::size_t offset,
                                  bool keep_alive) {
  net::post(server_.workers, [self = shared_from_this(), provider = std::move(provider), offset, keep_alive] {
    std::string piece;
    bool done = false;
    bool provided = false;
    {
      httplib::DataSink sink;
      sink.write = [&piece](const char* data, std::size_t length) {
        piece.append(data, length);
        return true;
      };
      sink.done = [&done] { done = true; };
      sink.is_writable = [] { return true; };
      try {
        provided = (*provider)(offset, 0, sink);
      } catch (const std::exception& error) {
        log::error("streamed answer failed", {{"error", error.what()}});
      }
    }
    net::dispatch(self->stream_.get_executor(), [self, provider, piece = std::move(piece), done, provided, offset,
                                                 keep_alive]() mutable {
      // Half an answer cannot be turned into an error any more: the client sees the stream end without its last
      // chunk, which tells it the answer is incomplete.
      if (!provided) return self->close();
      if (piece.empty()) {
        if (done) return self->write_last_chunk(keep_alive);
        return self->write_next_chunk(std::move(provider), offset, keep_alive);
      }
      self->chunk_ = std::move(piece);
      const auto next_offset = offset + self->chunk_.size();
      self->stream_.expires_after(kTransferTimeout);
      net::async_write(self->stream_, bhttp::make_chunk(net::buffer(self->chunk_)),
                       [self, provider = std::move(provider), next_offset, done, keep_alive](
                           beast::error_code error, std::size_t) mutable {
                         if (error) return self->close();
                         if (done) return self->write_last_chunk(keep_alive);
                         self->write_next_chunk(std::move(provider), next_offset, keep_alive);
                       });
    });
  });
}

void Connection::write_last_chunk(bool keep_alive) {
  stream_.expires_after(kTransferTimeout);
  net::async_write(stream_, bhttp::make_chunk_last(), [self = shared_from_this(), keep_alive](beast::error_code error,
                                                                                             std::size_t) {
    self->chunk_.clear();
    if (error || !keep_alive) return self->close();
    self->read_header();
  });
}

void Connection::close() {
  beast::error_code ignored;
  stream_.socket().shutdown(stream_protocol::socket::shutdown_both, ignored);
  stream_.close();
}

}  // namespace cw::http::detail
