#pragma once
// The sender: works through email_outbox (store/email_store) on a thread of its own. For each e-mail due, in one
// transaction: lock its row (SKIP LOCKED: every instance can run a sender), hand it to the SMTP server, mark it sent
// and publish email.sent, commit. A failed attempt is retried later (30 s, doubling to an hour; given up after
// kMaxAttempts or a permanent refusal).
//
// A crash between the SMTP server's yes and the commit leaves the row unsent: it goes again after the restart with
// the same Message-ID, which a mailbox shows once (SMTP has no way to ask whether a message arrived). Nothing is lost
// and the recipient sees nothing twice.
#include "mail/smtp_client.hpp"

#include <cw/db.hpp>
#include <cw/work_loop.hpp>

#include <atomic>

namespace messaging::mail {

struct SenderSettings {
  std::string smtp_url;
  std::string from_address;  // bare address for MAIL FROM; the From header names it "CabinetWorks"
  std::string site;          // the web app's address (PUBLIC_URL), for the unsubscribe links
  std::string token_secret;  // signs the unsubscribe links
};

class Sender {
 public:
  static constexpr int kMaxAttempts = 8;

  Sender(cw::db::Pool& db, SenderSettings settings);
  ~Sender();
  // Sends in the background; without an SMTP_URL it only warns, and e-mails wait in the outbox until there is one.
  void start();
  void stop();

  // For the crash test (MAIL_TEST_HOOKS=1): after the next e-mail the SMTP server takes, wait (before the commit)
  // until the process is killed.
  void hold_after_next_send() { hold_after_send_ = true; }

 private:
  // One due e-mail handled: true, or false when none is due.
  bool send_next();

  cw::db::Pool& db_;
  SenderSettings settings_;
  SmtpClient smtp_;
  std::atomic<bool> hold_after_send_{false};
  cw::WorkLoop loop_;  // last: its thread uses everything above
};

}  // namespace messaging::mail
