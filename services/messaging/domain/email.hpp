#pragma once
// The e-mails the platform sends: their kinds, the choice that turns each off, their words, and the message as it
// travels (RFC 5322 over SMTP). Plain functions: the consumers decide who gets one (app/emails), the sender sends.
#include <cw/caller.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace messaging {

// A user's switches (GET/PUT /api/email-preferences), by their JSON names. Each kind of e-mail has one, and its
// unsubscribe link turns that one off, no other. /profile does not offer `welcome` (nothing follows the welcome), but
// a member who unsubscribed from it is not welcomed again (a second user.registered for them).
inline const std::vector<std::string> kEmailPreferences = {"newBid", "bidAccepted", "newMessage", "accountReview",
                                                           "welcome"};

// The preference that turns a kind of e-mail off. An admin's contact-form e-mail counts as a new message: it is the
// one switch /profile offers an admin, so a link that turned it off can be undone there. std::invalid_argument for
// a kind without one (a new kind must get its preference before it is sent).
std::string preference_of_kind(const std::string& kind);

// The order the sender takes due e-mails in: what a member's own step or another member's message caused (a welcome,
// a bid, a message, a stage) goes before the notices a clock sends in bulk (renewals, reminders before a period, a
// trial or a certificate ends), so a month-end run of thousands of renewal notices never holds up a welcome.
enum class EmailPriority : int { immediate = 0, bulk = 1 };
EmailPriority priority_of_kind(const std::string& kind);

// The outbox's user of an e-mail to someone without an account (a visitor's support chat): no email.sent counts it.
inline constexpr std::int64_t kNoAccount = 0;

// A new-message e-mail goes to a receiver who is offline, at most once an hour per conversation.
inline constexpr int kMessageEmailIntervalSeconds = 3600;

// A client's white-label branding (issue 29 item 11) on the e-mails their projects trigger, while their plan has
// white_label: the company name in the sender's display name, the subject and atop the text; the logo (an absolute
// URL) in the header of an HTML part.
struct EmailBrand {
  std::optional<std::string> company_name;
  std::optional<std::string> logo_url;
};

struct EmailDraft {
  std::string kind;  // welcome, new_bid, bid_accepted, new_message, application_approved, application_rejected,
                     // verification_revoked, contact_message, or a notification's kind (notification_email)
  std::string subject;
  std::string body;  // plain text; the unsubscribe footer is added when it is sent
  std::optional<EmailBrand> brand{};
};

// The draft with the brand (none: as it is): its subject begins with the company name.
EmailDraft branded(EmailDraft draft, const std::optional<EmailBrand>& brand);
// The From header's value for our address: "CabinetWorks <address>", or with a company name
// "\"Acme Kitchens via CabinetWorks\" <address>" (RFC 2047-encoded when it is not plain ASCII).
std::string from_header(const std::string& address, const std::optional<EmailBrand>& brand);
// Text made safe inside HTML, attributes included: & < > " ' escaped.
std::string html_escaped(const std::string& text);

// site: the web app's address without a trailing slash (PUBLIC_URL), for the links.
EmailDraft welcome_email(const std::string& site, cw::Role role, const std::string& first_name);
EmailDraft new_bid_email(const std::string& site, const std::string& first_name, std::int64_t project_id,
                         const std::string& project_title, const std::string& amount);
EmailDraft bid_accepted_email(const std::string& site, const std::string& first_name, std::int64_t project_id,
                              const std::string& project_title, const std::string& amount);
EmailDraft new_message_email(const std::string& site, const std::string& first_name, const std::string& sender_name,
                             std::int64_t project_id, const std::string& project_title);
// A direct message (issue 29 item 2) to a member who was away.
EmailDraft direct_message_email(const std::string& site, const std::string& first_name, const std::string& sender_name,
                                std::int64_t conversation_id);
// A notification of issue 28 as an e-mail: its title as the subject, its words and its link (an app path, made
// absolute with site).
EmailDraft notification_email(const std::string& site, const std::string& first_name, const std::string& kind,
                              const std::string& title, const std::string& message, const std::string& link);
// A paid track's certificate (certificate.issued): "Your <title> certificate", its public link and expiry day.
EmailDraft certificate_issued_email(const std::string& site, const std::string& first_name,
                                    const std::string& track_title, const std::string& certificate_id,
                                    const std::string& expires_on);
// A certificate about to lapse (certificate.expiring): "Your <title> certificate expires in <n> days", with the
// track's page, where it is renewed.
EmailDraft certificate_expiring_email(const std::string& site, const std::string& first_name,
                                      const std::string& track_title, const std::string& track,
                                      std::int64_t days_left, const std::string& expires_on);
EmailDraft application_approved_email(const std::string& site, const std::string& first_name);
EmailDraft verification_revoked_email(const std::string& site, const std::string& first_name,
                                      const std::string& reason);
EmailDraft application_rejected_email(const std::string& site, const std::string& first_name,
                                      const std::string& reason);

// The body of an e-mail drafted before its recipient was known (greeting an unnamed "Hello,") greeting them by name;
// any other body as it is.
std::string greeted(const std::string& body, const std::string& first_name);

// An address we hand to SMTP as it is: one @, no spaces, angle brackets, control characters or non-ASCII, at most
// 254 bytes. Anything else is never sent (it could smuggle SMTP commands or headers).
bool sendable_address(const std::string& address);

// The message as the SMTP server receives it: headers (CR LF line ends, header values stripped of control
// characters, the subject RFC 2047-encoded when it is not plain ASCII), a List-Unsubscribe header (RFC 8058
// one-click), and the body with its unsubscribe footer, base64-encoded UTF-8 text. A branded e-mail is
// multipart/alternative: the text (the company name on its first line) and an HTML part with the logo and the
// company name (escaped, as everything in it) in its header.
struct OutgoingEmail {
  std::string from;        // "CabinetWorks <no-reply@cabinetworks.local>"
  std::string to;          // a sendable address
  std::string subject;
  std::string body;
  std::string message_id;  // without angle brackets; the same at every attempt
  std::string date;        // RFC 5322 date
  std::string unsubscribe_page;  // the web page the footer links to (/unsubscribe?token=...)
  std::string one_click_url;     // the API a mail client POSTs to (List-Unsubscribe-Post, RFC 8058)
  std::optional<EmailBrand> brand{};
};
std::string format_email(const OutgoingEmail& email);

// "Tue, 24 Nov 2026 10:15:30 +0000" from seconds since the epoch.
std::string rfc5322_date(std::int64_t epoch_seconds);

}  // namespace messaging
