#include "domain/email.hpp"
#include "domain/unsubscribe_token.hpp"

#include <gtest/gtest.h>
#include <sodium.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

const std::string kSecret = "an-unsubscribe-secret-of-at-least-32-chars";
constexpr std::int64_t kToday = 20781;  // 2026-11-24
using Status = messaging::UnsubscribeLink::Status;

std::string base64url(const std::string& bytes) {
  std::string out(sodium_base64_encoded_len(bytes.size(), sodium_base64_VARIANT_URLSAFE_NO_PADDING), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(),
                    sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  out.resize(out.size() - 1);
  return out;
}

// A token of any payload, signed as the service signs (HMAC-SHA-256 under kSecret).
std::string signed_payload(const std::string& payload) {
  std::string mac(crypto_auth_hmacsha256_BYTES, '\0');
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(kSecret.data()), kSecret.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(payload.data()), payload.size());
  crypto_auth_hmacsha256_final(&state, reinterpret_cast<unsigned char*>(mac.data()));
  return base64url(payload) + "." + base64url(mac);
}

std::string made(std::int64_t user_id, const std::string& preference, std::int64_t issued_day,
                 const std::string& secret = kSecret) {
  return messaging::unsubscribe_token(secret, {user_id, preference, issued_day});
}

Status status_of(const std::string& token, std::int64_t today = kToday) {
  return messaging::read_unsubscribe_token(kSecret, token, today).status;
}

std::string payload_of(const std::string& token) {
  const auto part = token.substr(0, token.find('.'));
  std::string out(part.size(), '\0');
  std::size_t length = 0;
  sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), part.data(), part.size(), nullptr,
                    &length, nullptr, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  out.resize(length);
  return out;
}

messaging::OutgoingEmail email_with(std::string subject, std::string body = "Hello") {
  return {"CabinetWorks <no-reply@cabinetworks.local>", "mia@example.com", std::move(subject), std::move(body),
          "id-1@cabinetworks.local", "Tue, 24 Nov 2026 10:15:30 +0000", "http://site/unsubscribe?token=t",
          "http://site/api/email-preferences/unsubscribe?token=t"};
}

std::string headers_of(const std::string& message) { return message.substr(0, message.find("\r\n\r\n") + 2); }

std::string decoded_body(const std::string& message) {
  std::string base64;
  for (char c : message.substr(message.find("\r\n\r\n") + 4)) {
    if (c != '\r' && c != '\n') base64 += c;
  }
  std::string out(base64.size(), '\0');
  std::size_t length = 0;
  EXPECT_EQ(sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), base64.data(), base64.size(),
                              nullptr, &length, nullptr, sodium_base64_VARIANT_ORIGINAL),
            0);
  out.resize(length);
  return out;
}

}  // namespace

TEST(EmailMessage, AHeaderNeverSpillsIntoAnother) {
  const auto message = messaging::format_email(email_with("Bid on \"x\r\nBcc: evil@example.com\r\n\r\nbody\""));
  const auto headers = headers_of(message);
  EXPECT_EQ(headers.find("\r\nBcc:"), std::string::npos) << headers;
  EXPECT_NE(headers.find("Subject: Bid on \"x  Bcc: evil@example.com    body\"\r\n"), std::string::npos) << headers;
  // Every header line ends in CR LF and no bare LF or CR is left anywhere in the headers.
  for (std::size_t at = 0; (at = headers.find('\n', at)) != std::string::npos; ++at) EXPECT_EQ(headers[at - 1], '\r');
}

TEST(EmailMessage, AnUnicodeSubjectIsEncodedInWholeCharactersAndTheBodyIsBase64Text) {
  const std::string subject = "Nouvelle offre sur « Cuisine Zoë » 🪚 " + std::string(60, 'x');
  const auto message = messaging::format_email(email_with(subject, "Bonjour Zoë,\nline two"));
  const auto headers = headers_of(message);
  EXPECT_NE(headers.find("Subject: =?UTF-8?B?"), std::string::npos);
  for (std::size_t at = 0, end; at < headers.size(); at = end + 2) {
    end = headers.find("\r\n", at);
    EXPECT_LE(end - at, 998u) << "a header line longer than RFC 5322 allows";
  }
  EXPECT_NE(headers.find("Content-Transfer-Encoding: base64\r\n"), std::string::npos);
  EXPECT_NE(headers.find("List-Unsubscribe: <http://site/api/email-preferences/unsubscribe?token=t>\r\n"),
            std::string::npos);
  EXPECT_NE(headers.find("Message-ID: <id-1@cabinetworks.local>\r\n"), std::string::npos);
  const auto body = decoded_body(message);
  EXPECT_EQ(body.rfind("Bonjour Zoë,\r\nline two\r\n", 0), 0u) << body;
  EXPECT_NE(body.find("To stop these e-mails: http://site/unsubscribe?token=t"), std::string::npos);
}

namespace {

// The decoded part of a multipart message whose Content-Type is the given one.
std::string part_of(const std::string& message, const std::string& content_type) {
  const auto header = message.find("Content-Type: " + content_type);
  EXPECT_NE(header, std::string::npos) << content_type;
  const auto start = message.find("\r\n\r\n", header);
  const auto end = message.find("\r\n--", start);
  return decoded_body(message.substr(start - 2, end - start + 2));
}

}  // namespace

TEST(BrandedEmail, CarriesTheCompanyNameInFromSubjectTextAndTheLogoInItsHtml) {
  const messaging::EmailBrand brand{"Acme <Kitchens> & \"Sons\"", "https://site/api/branding/3/logo?v=2"};
  const auto draft = messaging::branded(messaging::bid_accepted_email("https://site", "Mia", 41, "Shaker", "1500.00"),
                                        brand);
  EXPECT_EQ(draft.subject, "Acme <Kitchens> & \"Sons\": Your bid on \"Shaker\" was accepted");
  auto email = email_with(draft.subject, draft.body);
  email.from = messaging::from_header("no-reply@cabinetworks.local", brand);
  email.brand = draft.brand;
  const auto message = messaging::format_email(email);
  const auto headers = headers_of(message);
  EXPECT_NE(headers.find("From: \"Acme <Kitchens> & \\\"Sons\\\" via CabinetWorks\" <no-reply@cabinetworks.local>\r\n"),
            std::string::npos) << headers;
  EXPECT_NE(headers.find("Content-Type: multipart/alternative; boundary="), std::string::npos) << headers;
  const auto text = part_of(message, "text/plain");
  EXPECT_EQ(text.rfind("Acme <Kitchens> & \"Sons\"\r\n\r\nHello Mia,", 0), 0u) << text;
  const auto html = part_of(message, "text/html");
  EXPECT_NE(html.find("<img src=\"https://site/api/branding/3/logo?v=2\""), std::string::npos) << html;
  EXPECT_NE(html.find("Acme &lt;Kitchens&gt; &amp; &quot;Sons&quot;"), std::string::npos) << html;
  EXPECT_EQ(html.find("<Kitchens>"), std::string::npos) << "never as markup";
}

TEST(BrandedEmail, WithoutABrandStaysPlainText) {
  const auto draft = messaging::branded(messaging::bid_accepted_email("https://site", "Mia", 41, "Shaker", "1500.00"),
                                        std::nullopt);
  EXPECT_FALSE(draft.brand);
  EXPECT_EQ(messaging::from_header("no-reply@x.local", std::nullopt), "CabinetWorks <no-reply@x.local>");
  const auto message = messaging::format_email(email_with(draft.subject, draft.body));
  EXPECT_NE(headers_of(message).find("Content-Type: text/plain; charset=UTF-8"), std::string::npos);
  const auto unicode = messaging::from_header("no-reply@x.local", messaging::EmailBrand{"Ébénisterie Zoë", {}});
  EXPECT_EQ(unicode.rfind("=?UTF-8?B?", 0), 0u) << unicode;
}

TEST(EmailAddress, OnlyPlainAddressesAreSent) {
  EXPECT_TRUE(messaging::sendable_address("mia.stone+cw@example.co.uk"));
  for (const char* bad : {"", "mia", "@example.com", "mia@", "a@b@c", "mia stone@example.com", "<mia@example.com>",
                          "mia@example.com\r\nRCPT TO:<x@y>", "zoë@example.com", "mia@example.com>"}) {
    EXPECT_FALSE(messaging::sendable_address(bad)) << bad;
  }
  EXPECT_FALSE(messaging::sendable_address(std::string(250, 'a') + "@b.co"));
}

TEST(EmailKinds, EachKindHasItsOwnPreference) {
  EXPECT_EQ(messaging::preference_of_kind("new_bid"), "newBid");
  EXPECT_EQ(messaging::preference_of_kind("bid_accepted"), "bidAccepted");
  EXPECT_EQ(messaging::preference_of_kind("new_message"), "newMessage");
  EXPECT_EQ(messaging::preference_of_kind("application_approved"), "accountReview");
  EXPECT_EQ(messaging::preference_of_kind("application_rejected"), "accountReview");
  EXPECT_EQ(messaging::preference_of_kind("welcome"), "welcome");
  EXPECT_EQ(messaging::preference_of_kind("contact_message"), "newMessage");
  EXPECT_THROW(messaging::preference_of_kind("newsletter"), std::invalid_argument);
  // Every preference an e-mail's link can name is one the service stores and answers with.
  // Issue 28's kinds follow the closest switch: the member's account, or the projects they work on.
  EXPECT_EQ(messaging::preference_of_kind("certification_result"), "accountReview");
  EXPECT_EQ(messaging::preference_of_kind("subscription_expiring"), "accountReview");
  EXPECT_EQ(messaging::preference_of_kind("trial_ending"), "accountReview");
  EXPECT_EQ(messaging::preference_of_kind("certificate_issued"), "accountReview");
  EXPECT_EQ(messaging::preference_of_kind("certificate_expiring"), "accountReview");
  EXPECT_EQ(messaging::preference_of_kind("stage_funded"), "bidAccepted");
  EXPECT_EQ(messaging::preference_of_kind("final_delivery"), "bidAccepted");
  for (const char* kind : {"new_bid", "bid_accepted", "new_message", "application_approved", "application_rejected",
                           "welcome", "contact_message", "stage_submitted", "changes_requested", "stage_released",
                           "dispute_resolved", "files_uploaded", "review_received", "renewal_failed"}) {
    const auto preference = messaging::preference_of_kind(kind);
    EXPECT_NE(std::find(messaging::kEmailPreferences.begin(), messaging::kEmailPreferences.end(), preference),
              messaging::kEmailPreferences.end())
        << kind;
  }
}

TEST(EmailWords, ANotificationLinksWhereItIsAboutOnTheSite) {
  const auto email = messaging::notification_email("http://site", "Mia", "stage_funded", "Stage Funded",
                                                   "You can start: the client paid.", "/project/7#milestones");
  EXPECT_EQ(email.kind, "stage_funded");
  EXPECT_EQ(email.subject, "Stage Funded");
  EXPECT_NE(email.body.find("Hello Mia,"), std::string::npos);
  EXPECT_NE(email.body.find("You can start: the client paid."), std::string::npos);
  EXPECT_NE(email.body.find("http://site/project/7#milestones"), std::string::npos);
}

TEST(EmailWords, TheRejectionQuotesTheReasonAndLinksTheProfile) {
  const auto email = messaging::application_rejected_email("http://site", "Mia", "More portfolio, please.");
  EXPECT_EQ(email.kind, "application_rejected");
  EXPECT_NE(email.body.find("More portfolio, please."), std::string::npos);
  EXPECT_NE(email.body.find("http://site/profile"), std::string::npos);
}

TEST(EmailWords, NamesAndTitlesStayOnTheirLine) {
  const auto email = messaging::new_message_email("http://site", "Mia\nTo stop", "Bo\r\nTo stop these e-mails: x", 7,
                                                  "Kitchen\n\n--\nTo stop these e-mails: http://evil");
  EXPECT_EQ(email.body.find("\nTo stop"), std::string::npos) << email.body;
  EXPECT_EQ(email.subject.find('\n'), std::string::npos);
}

TEST(DirectMessageEmail, LinksTheConversationAndKeepsTheSenderOnOneLine) {
  const auto email = messaging::direct_message_email("http://site", "Mia", "Bo\r\nBcc: x@evil\nTo stop these e-mails", 41);
  EXPECT_EQ(email.kind, "new_message");
  EXPECT_EQ(email.subject.find('\n'), std::string::npos) << email.subject;
  EXPECT_EQ(email.subject.find('\r'), std::string::npos) << email.subject;
  EXPECT_NE(email.body.find("http://site/conversations?dm=41\n"), std::string::npos) << email.body;
  EXPECT_EQ(email.body.find("\nTo stop"), std::string::npos) << email.body;
  EXPECT_EQ(email.body.find("\nBcc"), std::string::npos) << email.body;
  EXPECT_EQ(messaging::direct_message_email("http://site", "Mia", "", 41).subject, "New message from Someone");
}

TEST(EmailDate, IsRfc5322) { EXPECT_EQ(messaging::rfc5322_date(1795515330), "Tue, 24 Nov 2026 10:15:30 +0000"); }

TEST(UnsubscribeToken, EpochDaysAreUtcDays) {
  EXPECT_EQ(messaging::epoch_day(0), 0);
  EXPECT_EQ(messaging::epoch_day(86399), 0);
  EXPECT_EQ(messaging::epoch_day(86400), 1);
  EXPECT_EQ(messaging::epoch_day(1795515330), 20781);  // Tue, 24 Nov 2026 10:15:30 UTC
  EXPECT_EQ(messaging::epoch_day(-1), -1);
}

TEST(UnsubscribeToken, NamesTheUserThePreferenceAndTheDayItWasIssued) {
  ASSERT_GE(sodium_init(), 0);
  const auto token = made(42, "newBid", kToday);
  const auto read = messaging::read_unsubscribe_token(kSecret, token, kToday);
  ASSERT_EQ(read.status, Status::valid);
  EXPECT_EQ(read.request.user_id, 42);
  EXPECT_EQ(read.request.preference, "newBid");
  EXPECT_EQ(read.request.issued_day, kToday);
  EXPECT_EQ(payload_of(token), "42.newBid." + std::to_string(kToday));
  const auto welcome = messaging::read_unsubscribe_token(kSecret, made(7, "welcome", kToday), kToday);
  ASSERT_EQ(welcome.status, Status::valid);
  EXPECT_EQ(welcome.request.preference, "welcome");
}

TEST(UnsubscribeToken, ExpiresNinetyDaysAfterItWasIssued) {
  ASSERT_GE(sodium_init(), 0);
  const auto token = made(42, "newMessage", kToday - messaging::kUnsubscribeLinkDays);
  EXPECT_EQ(status_of(token, kToday - 1), Status::valid);
  EXPECT_EQ(status_of(token, kToday), Status::valid);  // its 90th day
  const auto expired = messaging::read_unsubscribe_token(kSecret, token, kToday + 1);
  EXPECT_EQ(expired.status, Status::expired);
  EXPECT_EQ(expired.request.user_id, 42);
  EXPECT_EQ(status_of(made(42, "newBid", kToday - 91)), Status::expired);
  EXPECT_EQ(status_of(made(42, "newBid", kToday - 89)), Status::valid);
  EXPECT_EQ(status_of(made(42, "newBid", 0)), Status::expired);
  // Expiry is a property of a token we signed: an old day under another secret is simply not valid.
  EXPECT_EQ(status_of(made(42, "newBid", 0, "another-secret-of-at-least-32-characters")), Status::invalid);
}

TEST(UnsubscribeToken, ADayInTheFutureBeyondOneDayIsNotValid) {
  ASSERT_GE(sodium_init(), 0);
  EXPECT_EQ(status_of(made(42, "newBid", kToday + 1)), Status::valid);  // another instance's clock, past midnight
  EXPECT_EQ(status_of(made(42, "newBid", kToday + 2)), Status::invalid);
  EXPECT_EQ(status_of(made(42, "newBid", std::numeric_limits<std::int64_t>::max())), Status::invalid);
}

TEST(UnsubscribeToken, TheOldFormWithoutADayIsNotValid) {
  ASSERT_GE(sodium_init(), 0);
  // base64url("42.newBid") "." base64url(HMAC), as tokens were made before they carried a day, and the one-for-all
  // preference of that time.
  EXPECT_EQ(status_of(signed_payload("42.newBid")), Status::invalid);
  EXPECT_EQ(status_of(signed_payload("42.all")), Status::invalid);
  EXPECT_EQ(status_of(made(42, "all", kToday)), Status::invalid);
  // Signed payloads of the new form that are still not ours.
  const auto today = std::to_string(kToday);
  const std::vector<std::string> payloads = {
      "42.newBid." + today + ".1", "42.newBid.",   "42.newBid.-1",  "42.newBid.+5",
      "42.newBid. 5",              "42.newBid.5x", "42..newBid." + today, "42.newBid.99999999999999999999",
      ".newBid." + today,          "x.newBid." + today};
  for (const auto& payload : payloads) EXPECT_EQ(status_of(signed_payload(payload)), Status::invalid) << payload;
}

TEST(UnsubscribeToken, RefusesWhatItDidNotSign) {
  ASSERT_GE(sodium_init(), 0);
  const auto token = made(42, "newBid", kToday);
  const auto signature = token.substr(token.find('.'));
  EXPECT_EQ(status_of(made(42, "newBid", kToday, "another-secret-of-at-least-32-characters")), Status::invalid);
  // This signature under another user's id, or a later day (a link cannot be made younger).
  for (const auto& other : {made(43, "newBid", kToday, "x"), made(42, "newBid", kToday + 1, "x")}) {
    EXPECT_EQ(status_of(other.substr(0, other.find('.')) + signature), Status::invalid) << other;
  }
  for (std::size_t i = 0; i < token.size(); ++i) {
    auto changed = token;
    changed[i] = changed[i] == 'A' ? 'B' : 'A';
    EXPECT_EQ(status_of(changed), Status::invalid) << "changed at " << i;
  }
  // A signed payload that is not ours: an unknown preference, a bad id.
  EXPECT_EQ(status_of(made(42, "marketing", kToday)), Status::invalid);
  EXPECT_EQ(status_of(made(0, "newBid", kToday)), Status::invalid);
  for (const char* garbage : {"", ".", "abc", "abc.def", "....", "%00", "\xff\xfe.\xff"}) {
    EXPECT_EQ(status_of(garbage), Status::invalid) << garbage;
  }
  EXPECT_EQ(status_of(std::string(5000, 'A') + "." + std::string(43, 'A')), Status::invalid);
}

TEST(EmailGreeting, ADraftWrittenBeforeTheNameWasKnownGreetsTheRecipientOnceAddressed) {
  const auto unnamed = messaging::new_bid_email("https://cw.test", "", 7, "Kitchen", "640.00");
  ASSERT_EQ(unnamed.body.rfind("Hello,\n", 0), 0u) << unnamed.body;
  const auto named = messaging::new_bid_email("https://cw.test", "Zoë", 7, "Kitchen", "640.00");
  EXPECT_EQ(messaging::greeted(unnamed.body, "Zoë"), named.body);
  // A line break in the name stays out of the body's lines, as when the draft is written with the name.
  EXPECT_EQ(messaging::greeted(unnamed.body, "Zo\r\nBcc: x"), messaging::new_bid_email("https://cw.test", "Zo\r\nBcc: x", 7, "Kitchen", "640.00").body);
  // A body that already greets someone is left as it is.
  EXPECT_EQ(messaging::greeted(named.body, "Other"), named.body);
  EXPECT_EQ(messaging::greeted("", "Zoë"), "");
}

TEST(CertificateEmails, NameTheTrackTheLinkAndTheDay) {
  const auto issued = messaging::certificate_issued_email("https://cw.example", "Mia", "Mozaik Certified",
                                                          "CW-MZ-7K3M9QX2", "Nov 23, 2028");
  EXPECT_EQ(issued.kind, "certificate_issued");
  EXPECT_EQ(issued.subject, "Your Mozaik Certified certificate");
  EXPECT_NE(issued.body.find("https://cw.example/certificates/CW-MZ-7K3M9QX2"), std::string::npos) << issued.body;
  EXPECT_NE(issued.body.find("valid until Nov 23, 2028"), std::string::npos) << issued.body;
  const auto expiring = messaging::certificate_expiring_email("https://cw.example", "Mia", "Mozaik Certified", "mozaik",
                                                              7, "Nov 30, 2026");
  EXPECT_EQ(expiring.subject, "Your Mozaik Certified certificate expires in 7 days");
  EXPECT_NE(expiring.body.find("https://cw.example/certification/tracks/mozaik"), std::string::npos) << expiring.body;
  EXPECT_EQ(messaging::certificate_issued_email("s", "", "A\r\nBcc: x", "CW-MZ-7K3M9QX2", "d").subject,
            "Your A  Bcc: x certificate");
}

TEST(EmailPriority, NoticesAClockSendsInBulkWaitBehindWhatAMembersStepCaused) {
  using messaging::EmailPriority;
  for (const auto* kind : {"welcome", "new_message", "new_bid", "bid_accepted", "stage_funded", "payment_succeeded",
                           "renewal_failed", "contact_message", "certificate_issued"}) {
    EXPECT_EQ(messaging::priority_of_kind(kind), EmailPriority::immediate) << kind;
  }
  for (const auto* kind : {"subscription_renewed", "subscription_renewing", "subscription_expiring", "trial_ending",
                           "certificate_expiring"}) {
    EXPECT_EQ(messaging::priority_of_kind(kind), EmailPriority::bulk) << kind;
  }
}
