#include "realtime/connection.hpp"

#include "app/views.hpp"
#include "realtime/client_frame.hpp"
#include "realtime/session_watch.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/log.hpp>
#include <cw/metrics.hpp>
#include <cw/origin.hpp>
#include <cw/request_context.hpp>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>

namespace messaging::realtime {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

namespace {

constexpr auto kUpgradeTimeout = std::chrono::seconds(30);

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

struct SocketMetrics {
  cw::metrics::Gauge& open = cw::metrics::registry()
                                 .gauge("cw_websocket_connections", "WebSocket connections open now")
                                 .with({});
  cw::metrics::Counter& opened =
      cw::metrics::registry().counter("cw_websocket_opened_total", "WebSocket connections accepted").with({});
  cw::metrics::Counter& closed =
      cw::metrics::registry().counter("cw_websocket_closed_total", "WebSocket connections that ended").with({});
};

SocketMetrics& socket_metrics() {
  static SocketMetrics the_metrics;
  return the_metrics;
}

}  // namespace

Connection::Connection(asio::ip::tcp::socket socket, Context& context)
    : ws_(std::move(socket)),
      context_(context),
      blocking_(asio::make_strand(context.blocking)),
      ping_timer_(ws_.get_executor()),
      token_(cw::events::new_uuid()) {}

void Connection::start() {
  asio::dispatch(ws_.get_executor(), [self = shared_from_this()] { self->read_upgrade(); });
}

void Connection::read_upgrade() {
  beast::get_lowest_layer(ws_).expires_after(kUpgradeTimeout);
  http::async_read(ws_.next_layer(), buffer_, upgrade_, [self = shared_from_this()](beast::error_code error, auto) {
    if (error) return;
    self->request_id_ = cw::accept_request_id(std::string(self->upgrade_["X-Request-Id"]));
    if (!websocket::is_upgrade(self->upgrade_)) {
      return self->reject(http::status::bad_request, cw::invalid("Expected a WebSocket upgrade"));
    }
    // nginx refuses pages of other sites too, but this port is reachable without it, and a browser sends the
    // site's cookie to any port of the same host.
    const auto header = [&](auto name) {
      const auto value = self->upgrade_[name];
      return std::string_view(value.data(), value.size());
    };
    if (!cw::same_origin(header(http::field::origin), header(http::field::host), header("X-Forwarded-Proto"))) {
      return self->reject(http::status::forbidden, cw::forbidden("Cross-site request refused"));
    }
    const auto cookies = std::string(self->upgrade_[http::field::cookie]);
    auto cookie = cw::cookie_value(cookies, cw::kSessionCookie);
    auto visitor_token = cw::cookie_value(cookies, kSupportVisitorCookie);
    // The session may be read from Redis, a visitor's conversation from PostgreSQL: off the io thread.
    asio::post(self->blocking_, [self, cookie = std::move(cookie), visitor_token = std::move(visitor_token)] {
      const cw::ScopedRequestId scope(self->request_id_);
      std::optional<cw::Session> session;
      std::optional<std::int64_t> visitor;
      bool failed = false;
      try {
        if (cookie) session = self->context_.sessions.find(*cookie);
        if (!session && visitor_token) {
          visitor = self->context_.support.caller(std::nullopt, visitor_token).visitor_conversation_id;
        }
      } catch (const std::exception& e) {
        cw::log::warn("websocket session lookup failed", {{"error", e.what()}});
        failed = true;
      }
      asio::post(self->ws_.get_executor(),
                 [self, session, visitor, failed] { self->on_upgrade(session, visitor, failed); });
    });
  });
}

void Connection::on_upgrade(std::optional<cw::Session> session, std::optional<std::int64_t> visitor,
                            bool lookup_failed) {
  if (lookup_failed) return reject(http::status::service_unavailable, cw::unavailable("Please try again shortly"));
  if (session) {
    user_id_ = session->user_id;
    admin_ = session->role == cw::Role::admin;
    session_id_ = session->id;
    // A session just read has nearly its whole idle lifetime left (find renews it; a copy in memory is a few seconds
    // old), so it is looked up again only after the recheck interval.
    check_session_at(std::chrono::steady_clock::now() + recheck_after(context_.session_recheck));
  } else if (visitor) {
    // Frames for the visitor go to their conversation's key, as if it were a user; no session ends this socket.
    visitor_conversation_ = visitor;
    user_id_ = visitor_socket_key(*visitor);
    check_session_at(std::chrono::steady_clock::time_point::max());
  } else {
    return reject(http::status::unauthorized, cw::unauthenticated());
  }
  beast::get_lowest_layer(ws_).expires_never();
  ws_.set_option(websocket::stream_base::timeout{kUpgradeTimeout, websocket::stream_base::none(), false});
  // Any frame, pongs included, shows the peer is there.
  ws_.control_callback([this](websocket::frame_type, beast::string_view) {
    last_heard_ = std::chrono::steady_clock::now();
  });
  // Registered before the 101 goes out: a client that has it and is sent a message at once (from another socket,
  // perhaps on another instance) gets it, instead of losing it to this io thread's turn after the write.
  accepting_ = true;
  context_.hub.add(user_id_, session_id_, shared_from_this(), admin_);
  ws_.async_accept(upgrade_, [self = shared_from_this()](beast::error_code error) { self->on_accepted(error); });
}

void Connection::reject(http::status status, const cw::DomainError& error) {
  refusal_ = {status, upgrade_.version()};
  refusal_.set(http::field::content_type, "application/json; charset=utf-8");
  refusal_.body() = nlohmann::json{{"message", error.what()}, {"code", error.code()}}.dump();
  refusal_.keep_alive(false);
  refusal_.prepare_payload();
  http::async_write(ws_.next_layer(), refusal_, [self = shared_from_this()](beast::error_code, auto) {
    beast::error_code ignored;
    beast::get_lowest_layer(self->ws_).socket().shutdown(asio::ip::tcp::socket::shutdown_send, ignored);
  });
}

void Connection::on_accepted(beast::error_code error) {
  accepting_ = false;
  if (error) {
    queue_.clear();
    return context_.hub.remove(this);
  }
  open_ = true;
  socket_metrics().open.inc();
  socket_metrics().opened.inc();
  const cw::ScopedRequestId scope(request_id_);
  cw::log::info("websocket opened", {{"userId", user_id_}});
  last_heard_ = std::chrono::steady_clock::now();
  if (!queue_.empty()) write_next();
  schedule_ping();
  read();
}

void Connection::read() {
  // Read in pieces and count: Beast's own limit (read_message_max) fails the connection in a way that resets it
  // (its 1.74 teardown closes with the rest of the frame unread), so the peer would never see the 1009.
  ws_.async_read_some(buffer_, kMaxFrameBytes + 1, [self = shared_from_this()](beast::error_code error, auto) {
    if (error) return self->closed();
    self->last_heard_ = std::chrono::steady_clock::now();
    if (self->buffer_.size() > kMaxFrameBytes) return self->close_with(websocket::close_code::too_big);
    if (!self->ws_.is_message_done()) return self->read();
    self->frame_read_at_ = self->last_heard_;
    auto text = beast::buffers_to_string(self->buffer_.data());
    self->buffer_.consume(self->buffer_.size());
    self->on_frame(text);
    self->read();
  });
}

void Connection::close_with(websocket::close_reason reason) {
  if (!open_ || closing_) return;
  closing_ = true;
  ping_timer_.cancel();
  ws_.async_close(reason, [self = shared_from_this()](beast::error_code) { self->closed(); });
}

void Connection::end_session() {
  asio::post(ws_.get_executor(), [self = shared_from_this()] {
    self->close_with({websocket::close_code::policy_error, "Session ended"});
  });
}

void Connection::on_frame(const std::string& text) {
  if (closing_) return;  // read before the close went out: not answered
  const cw::ScopedRequestId scope(request_id_ + "-" + std::to_string(++frames_));
  try {
    auto parsed = parse_client_frame(text);
    cw::log::info("websocket frame", {{"type", frame_type(parsed)}, {"userId", user_id_}});
    const auto* message = std::get_if<SendMessageFrame>(&parsed);
    if (visitor_conversation_ && !(message && message->support_id)) {
      throw cw::forbidden("Sign in to use this");  // a visitor's socket serves their support chat only
    }
    std::visit(Overloaded{
                   [this](const AuthenticateFrame& frame) {
                     // Through the blocking pool too, only to answer every frame of the socket in order.
                     run_blocking([this, claimed = frame.user_id] {
                       if (claimed != user_id_) throw cw::forbidden("userId does not match the signed-in user");
                       return nlohmann::json{{"type", "authenticated"}, {"userId", user_id_}};
                     });
                   },
                   [this](SendMessageFrame&& frame) { send_message(std::move(frame)); },
                   [this](const JoinProjectFrame& frame) { join_project(frame.project_id); },
               },
               std::move(parsed));
  } catch (const cw::DomainError& e) {
    cw::log::info("websocket frame refused", {{"userId", user_id_}, {"error", e.what()}});
    send(error_frame(e.what()));
  }
}

void Connection::send_message(SendMessageFrame message) {
  if (message.support_id) return send_support_message(std::move(message));
  if (message.conversation_id) return send_direct_message(std::move(message));
  // Straight to the writer, not through this socket's blocking strand: a strand would hold a pool thread per
  // waiting message and keep batches small. Sends are answered in order among themselves.
  context_.writer.submit({{user_id_, message.project_id, message.receiver_id, std::move(message.content),
                           cw::current_request_id(), std::move(message.client_message_id)},
                          token_,
                          [self = shared_from_this()](Frame frame) { self->send(frame); },
                          frame_read_at_});
}

void Connection::send_direct_message(SendMessageFrame message) {
  run_blocking([this, message = std::move(message)] {
    try {
      const auto sent = context_.directs.send({user_id_, *message.conversation_id, message.content,
                                               cw::current_request_id(), message.client_message_id, token_});
      return message_frame("message_sent", sent);
    } catch (const cw::DomainError& e) {
      return error_frame(e.what(), message.client_message_id);
    }
  });
}

void Connection::send_support_message(SendMessageFrame message) {
  run_blocking([this, message = std::move(message)] {
    // The message reaches this socket with every other of the conversation (support_message): nothing more to say.
    const SupportCaller caller{visitor_conversation_ ? std::nullopt : std::optional(user_id_), admin_,
                               visitor_conversation_};
    context_.support.send(caller, *message.support_id, message.content);
    return nlohmann::json();
  });
}

void Connection::join_project(std::int64_t project_id) {
  run_blocking([this, project_id] {
    context_.conversations.check_participant(user_id_, project_id);
    context_.hub.join(project_id, shared_from_this());
    return nlohmann::json();
  });
}

void Connection::run_blocking(std::function<nlohmann::json()> work) {
  asio::post(blocking_, [self = shared_from_this(), work = std::move(work), request_id = cw::current_request_id()] {
    const cw::ScopedRequestId scope(request_id);
    nlohmann::json reply;
    try {
      reply = work();
    } catch (const cw::DomainError& e) {
      reply = error_frame(e.what());
    } catch (const std::exception& e) {
      cw::log::warn("websocket frame failed", {{"userId", self->user_id_}, {"error", e.what()}});
      reply = error_frame("Something went wrong, please try again");
    }
    if (!reply.is_null()) self->send(reply);
  });
}

void Connection::send(const nlohmann::json& frame) {
  send(std::make_shared<const std::string>(frame_text(frame)));
}

void Connection::send(const Frame& frame, SteadyTime received) {
  asio::post(ws_.get_executor(), [self = shared_from_this(), frame, received] { self->enqueue(frame, received); });
}

void Connection::enqueue(Frame frame, SteadyTime received) {
  if (!(open_ || accepting_) || closing_) return;
  if (queue_.size() >= kMaxQueuedFrames) {
    cw::log::warn("websocket reader too slow, dropped", {{"userId", user_id_}});
    return drop();
  }
  SteadyTime queued_at{};
  if (received != SteadyTime{}) {
    queued_at = std::chrono::steady_clock::now();
    observe_stage(ChatStage::hand, queued_at - received);
  }
  queue_.push_back({std::move(frame), queued_at});
  if (open_ && queue_.size() == 1) write_next();
}

void Connection::write_next() {
  ws_.text(true);
  ws_.async_write(asio::buffer(*queue_.front().frame), [self = shared_from_this()](beast::error_code error, auto) {
    if (error || !self->open_) {
      self->queue_.clear();
      return self->drop();
    }
    if (self->closing_) return self->queue_.clear();  // the close frame follows this one
    if (const auto queued_at = self->queue_.front().queued_at; queued_at != SteadyTime{}) {
      observe_stage(ChatStage::write, std::chrono::steady_clock::now() - queued_at);
    }
    self->queue_.pop_front();
    if (!self->queue_.empty()) self->write_next();
  });
}

void Connection::schedule_ping() {
  ping_timer_.expires_after(context_.ping_interval);
  ping_timer_.async_wait([self = shared_from_this()](beast::error_code error) {
    if (error || !self->open_ || self->closing_) return;
    if (std::chrono::steady_clock::now() - self->last_heard_ > self->context_.silence_limit) return self->drop();
    if (!self->pinging_) {
      self->pinging_ = true;
      self->ws_.async_ping({}, [self](beast::error_code) { self->pinging_ = false; });
    }
    self->schedule_ping();
  });
}

void Connection::drop() {
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);  // the pending read fails and cleans up
}

void Connection::closed() {
  if (open_) {
    socket_metrics().open.dec();
    socket_metrics().closed.inc();
    const cw::ScopedRequestId scope(request_id_);
    cw::log::info("websocket closed", {{"userId", user_id_}});
  }
  open_ = false;
  ping_timer_.cancel();
  context_.hub.remove(this);
}

}  // namespace messaging::realtime
