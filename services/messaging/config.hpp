#pragma once
// messaging's configuration, read once from the environment at start (a missing or malformed value: cw::ConfigError).
#include "mail/sender.hpp"
#include "realtime/ws_server.hpp"
#include "webhooks/sender.hpp"

#include <cw/config.hpp>

namespace messaging {

struct Config {
  cw::CommonConfig common;
  // The WebSocket listener: WS_PORT (required) on HTTP_HOST, WS_PING_SECONDS, WS_SILENCE_SECONDS,
  // WS_SESSION_CHECK_SECONDS, WS_IO_THREADS (default: the cores, at most 16).
  realtime::WsOptions ws;
  // CHAT_WRITERS: chat writer threads (realtime/message_writer), default 1.
  int chat_writers = 1;
  // SMTP_URL (unset: e-mails wait in the outbox), MAIL_FROM, PUBLIC_URL (the links' site) and MAIL_TOKEN_SECRET
  // (signs the unsubscribe links; at least 32 characters).
  mail::SenderSettings mail;
  // WEBHOOK_ALLOW_LOCAL=1 (tests only: http:// and local receivers) and WEBHOOK_RETRY_SCALE (the backoff times it).
  webhooks::SenderSettings webhooks;
  bool mail_test_hooks = false;  // MAIL_TEST_HOOKS=1: POST /internal/mail/hold-after-next-send for the tests
};

Config load_config();

}  // namespace messaging
