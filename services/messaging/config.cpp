#include "config.hpp"

#include "domain/email.hpp"

#include <algorithm>
#include <string>
#include <thread>

namespace messaging {

namespace {

mail::SenderSettings mail_settings() {
  mail::SenderSettings settings;
  settings.smtp_url = cw::env::optional("SMTP_URL", "");
  settings.from_address = cw::env::optional("MAIL_FROM", "no-reply@cabinetworks.local");
  if (!sendable_address(settings.from_address)) throw cw::ConfigError("MAIL_FROM must be a plain e-mail address");
  settings.site = cw::env::optional("PUBLIC_URL", "http://127.0.0.1:8080");
  while (!settings.site.empty() && settings.site.back() == '/') settings.site.pop_back();
  settings.token_secret = cw::env::required("MAIL_TOKEN_SECRET");
  if (settings.token_secret.size() < 32) throw cw::ConfigError("MAIL_TOKEN_SECRET must be at least 32 characters");
  return settings;
}

webhooks::SenderSettings webhook_settings() {
  webhooks::SenderSettings settings;
  settings.allow_local = cw::env::optional("WEBHOOK_ALLOW_LOCAL", "0") == "1";
  const auto scale = cw::env::optional("WEBHOOK_RETRY_SCALE", "1");
  try {
    settings.retry_scale = std::stod(scale);
  } catch (const std::exception&) {
    settings.retry_scale = -1;
  }
  if (!(settings.retry_scale > 0 && settings.retry_scale <= 1)) {
    throw cw::ConfigError("WEBHOOK_RETRY_SCALE must be a number above 0 and at most 1");
  }
  return settings;
}

}  // namespace

Config load_config() {
  Config config;
  config.common = cw::load_common_config("messaging");
  config.ws.host = config.common.http_host;
  config.ws.port = cw::env::required_integer("WS_PORT", 1, 65535);
  config.mail = mail_settings();
  // nginx keeps an idle /ws open for an hour (proxy_read_timeout); pings keep it busier than that.
  const auto ping_seconds = cw::env::integer("WS_PING_SECONDS", 30, 1, 600);
  const auto silence_seconds =
      cw::env::integer("WS_SILENCE_SECONDS", std::max(75, 2 * ping_seconds + 15), ping_seconds + 1, 3600);
  // Sign-outs close sockets at once; this is for sessions removed some other way (and expiries, which are checked at
  // the second they are due anyway).
  const auto session_recheck_seconds = cw::env::integer("WS_SESSION_CHECK_SECONDS", 60, 1, 3600);
  config.ws.ping_interval = std::chrono::seconds(ping_seconds);
  config.ws.silence_limit = std::chrono::seconds(silence_seconds);
  config.ws.session_recheck = std::chrono::seconds(session_recheck_seconds);
  // The sockets' reads and writes on this many threads (one per core by default): on one, a burst of frames waits
  // behind whatever that thread is doing.
  const auto cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  config.ws.io_threads = cw::env::integer("WS_IO_THREADS", std::min(cores, 16), 1, 64);
  // One by default: a second cut the wait in the queue but cost PostgreSQL a quarter more per message (smaller
  // batches, more commits), which a machine whose cores are busy pays in every other stage (bench (j), 2026-11-28).
  config.chat_writers = cw::env::integer("CHAT_WRITERS", 1, 1, 8);
  config.webhooks = webhook_settings();
  config.mail_test_hooks = cw::env::optional("MAIL_TEST_HOOKS", "0") == "1";
  return config;
}

}  // namespace messaging
