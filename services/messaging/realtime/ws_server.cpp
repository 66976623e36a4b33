#include "realtime/ws_server.hpp"

#include <cw/log.hpp>

#include <boost/asio/strand.hpp>

#include <algorithm>

namespace messaging::realtime {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

WsServer::WsServer(WsOptions options, cw::SessionStore& sessions, Conversations& conversations,
                   DirectConversations& directs, SupportDesk& support, MessageWriter& writer, Hub& hub)
    : options_(std::move(options)),
      io_(std::max(1, options_.io_threads)),
      blocking_(options_.blocking_threads),
      context_{sessions,  conversations,          directs,  support,
               writer,    hub,                    blocking_,
               options_.ping_interval, options_.silence_limit, options_.session_recheck},
      session_watch_(sessions, hub, io_, blocking_, options_.session_recheck),
      acceptor_(io_) {}

WsServer::~WsServer() { stop(); }

void WsServer::start() {
  const tcp::endpoint endpoint(asio::ip::make_address(options_.host), static_cast<unsigned short>(options_.port));
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(asio::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(asio::socket_base::max_listen_connections);
  accept();
  session_watch_.start();
  for (int i = 0; i < std::max(1, options_.io_threads); ++i) io_threads_.emplace_back([this] { io_.run(); });
  cw::log::info("websocket listening",
                {{"host", options_.host}, {"port", options_.port}, {"ioThreads", io_threads_.size()}});
}

void WsServer::accept() {
  acceptor_.async_accept(asio::make_strand(io_), [this](boost::system::error_code error, tcp::socket socket) {
    if (error == asio::error::operation_aborted) return;
    if (!error) std::make_shared<Connection>(std::move(socket), context_)->start();
    accept();
  });
}

void WsServer::stop() {
  if (io_threads_.empty()) return;
  session_watch_.stop();
  asio::post(io_, [this] { acceptor_.close(); });
  io_.stop();
  for (auto& thread : io_threads_) thread.join();
  io_threads_.clear();
  blocking_.join();
}

}  // namespace messaging::realtime
