#pragma once
// The sender: works through email_outbox (store/email_store) on a thread of its own, a batch at a time. In one
// transaction per batch: lock up to kBatchSize due rows, most urgent first (SKIP LOCKED: every instance can run a
// sender), hand them to the SMTP server one after the other on one session, then mark those it took sent and put
// their email.sent events into the outbox with one statement, commit. A failed attempt is retried later (30 s,
// doubling to an hour; given up after kMaxAttempts or a permanent refusal). An e-mail that becomes due during a batch
// waits for the batch to end, however urgent.
//
// A crash between the SMTP server's yes and the commit leaves the batch's rows unsent: they go again after the
// restart with the same Message-IDs, which a mailbox shows once (SMTP has no way to ask whether a message arrived).
// Nothing is lost and the recipient sees nothing twice.
#include "mail/smtp_client.hpp"
#include "store/email_store.hpp"

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
  // E-mails per transaction at most: the commit and the email.sent statement serve them all, and one batch is short
  // enough (tens of milliseconds of SMTP on this machine) for an urgent e-mail queued meanwhile. After a batch that
  // was not full the sender pauses as when none was due (the e-mails due meanwhile make the next batch).
  static constexpr int kBatchSize = 25;

  Sender(cw::db::Pool& db, SenderSettings settings);
  ~Sender();
  // Sends in the background; without an SMTP_URL it only warns, and e-mails wait in the outbox until there is one.
  void start();
  void stop();

  // For the crash test (MAIL_TEST_HOOKS=1): after the next e-mail the SMTP server takes, wait (before the commit)
  // until the process is killed.
  void hold_after_next_send() { hold_after_send_ = true; }

 private:
  // A batch of due e-mails handled: true when it was full (more may be due), false otherwise.
  bool send_batch();
  // Hands it to the SMTP server: true when it took it; otherwise the failed attempt is recorded.
  bool send_one(pqxx::work& tx, const store::QueuedEmail& email, std::int64_t today);

  cw::db::Pool& db_;
  SenderSettings settings_;
  SmtpClient smtp_;
  std::atomic<bool> hold_after_send_{false};
  cw::WorkLoop loop_;  // last: its thread uses everything above
};

}  // namespace messaging::mail
