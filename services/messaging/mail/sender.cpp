#include "mail/sender.hpp"

#include "domain/email.hpp"
#include "domain/unsubscribe_token.hpp"
#include "store/email_store.hpp"

#include <cw/events.hpp>
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <algorithm>
#include <chrono>

namespace messaging::mail {

namespace {

constexpr std::chrono::milliseconds kIdlePoll{500};
constexpr std::chrono::seconds kAfterError{2};

int retry_seconds(int attempts) { return std::min(3600, 30 << std::min(attempts, 7)); }

}  // namespace

Sender::Sender(cw::db::Pool& db, SenderSettings settings)
    : db_(db),
      settings_(std::move(settings)),
      smtp_(settings_.smtp_url),
      loop_("e-mail sender", kIdlePoll, kAfterError, [this] { return send_batch(); }) {}

Sender::~Sender() { stop(); }

void Sender::start() {
  if (settings_.smtp_url.empty()) {
    cw::log::warn("SMTP_URL is not set: e-mails wait in the outbox until it is", {});
    return;
  }
  loop_.start();
}

void Sender::stop() { loop_.stop(); }

bool Sender::send_batch() {
  return db_.with_transaction([&](pqxx::work& tx) {
    const auto due = store::due_emails(tx, kBatchSize);
    if (due.emails.empty()) return false;
    // Issued today, as they leave: the links work for kUnsubscribeLinkDays from now.
    const auto today = epoch_day(
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
    std::vector<std::int64_t> sent;
    std::vector<cw::events::OutboxRow> events;
    for (const auto& email : due.emails) {
      // Its log lines and its email.sent carry the request that caused it.
      const cw::ScopedRequestId scope(email.request_id);
      if (!send_one(tx, email, today)) continue;
      sent.push_back(email.id);
      // email.sent is about a member's e-mail (its key and userId are theirs); a visitor's has no account to count.
      if (email.user_id != kNoAccount) {
        events.push_back(cw::events::outbox_row(cw::events::EmailSent{email.id, email.user_id, email.kind, due.now}));
      }
      if (hold_after_send_.exchange(false)) {
        cw::log::warn("e-mail sender: holding before the commit until killed (test hook)", {{"emailId", email.id}});
        loop_.wait_for_stop();
        throw std::runtime_error("stopped while holding an e-mail before its commit");
      }
    }
    // The relay finds the events at its next sweep (within OutboxRelay::kSweep): nothing waits for them at once.
    store::mark_sent(tx, sent, events);
    // A batch that was not full took every e-mail due: the next look comes after the idle pause (kIdlePoll), in which
    // the e-mails that fall due gather into one batch instead of a transaction each.
    return due.emails.size() == static_cast<std::size_t>(kBatchSize);
  });
}

bool Sender::send_one(pqxx::work& tx, const store::QueuedEmail& email, std::int64_t today) {
  const auto token = unsubscribe_token(settings_.token_secret, {email.user_id, preference_of_kind(email.kind), today});
  std::optional<EmailBrand> brand;
  if (email.brand_name || email.brand_logo_url) brand = EmailBrand{email.brand_name, email.brand_logo_url};
  const OutgoingEmail outgoing{from_header(settings_.from_address, brand),
                               email.recipient,
                               email.subject,
                               email.body,
                               email.message_id,
                               rfc5322_date(email.created_epoch),
                               settings_.site + "/unsubscribe?token=" + token,
                               settings_.site + "/api/email-preferences/unsubscribe?token=" + token,
                               brand};
  const auto outcome = smtp_.send(settings_.from_address, email.recipient, format_email(outgoing));
  if (!outcome.sent) {
    const bool give_up = outcome.permanent || email.attempts + 1 >= kMaxAttempts;
    cw::log::warn("e-mail not sent", {{"emailId", email.id},
                                      {"kind", email.kind},
                                      {"attempt", email.attempts + 1},
                                      {"givenUp", give_up},
                                      {"error", outcome.error}});
    store::mark_attempt_failed(tx, email.id, outcome.error, retry_seconds(email.attempts), give_up);
    return false;
  }
  cw::log::info("e-mail sent", {{"emailId", email.id}, {"kind", email.kind}, {"messageId", email.message_id}});
  return true;
}

}  // namespace messaging::mail
