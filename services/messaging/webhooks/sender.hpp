#pragma once
// The webhook sender: works through webhook_deliveries (store/webhook_store) on a thread of its own, like the e-mail
// sender (mail/sender.hpp). For each delivery due, in one transaction: lock its row (SKIP LOCKED: every messaging
// instance can run a sender and none sends a delivery another holds), POST it signed (domain/webhook.hpp), record the
// attempt (delivered on a 2xx; else the next attempt by webhook_retry_delay, or failed after the last), commit.
// A member whose plan lost custom_integrations gets nothing more: their due deliveries fail unsent.
//
// A crash between the receiver's answer and the commit sends the delivery again after the restart, with the same
// CabinetWorks-Delivery id: receivers deduplicate on it (at least once, as webhooks go).
#include "webhooks/http_poster.hpp"

#include <cw/db.hpp>
#include <cw/work_loop.hpp>


namespace messaging::webhooks {

struct SenderSettings {
  bool allow_local = false;  // WEBHOOK_ALLOW_LOCAL=1: http:// and local addresses (tests only)
  double retry_scale = 1.0;  // WEBHOOK_RETRY_SCALE: the backoff times this (tests shorten it)
};

class Sender {
 public:
  Sender(cw::db::Pool& db, SenderSettings settings);
  ~Sender();
  void start();
  void stop();

 private:
  // One due delivery handled: true, or false when none is due.
  bool send_next();

  cw::db::Pool& db_;
  SenderSettings settings_;
  HttpPoster poster_;
  cw::WorkLoop loop_;  // last: its thread uses everything above
};

}  // namespace messaging::webhooks
